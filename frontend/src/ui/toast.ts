import type { ToastContainerProps } from 'react-toastify';

/** The toast dictionary's defaults, for any toast area that does not set its own. */
export const TOAST_DEFAULTS = {
  autoClose: 5000,
  position: 'top-right',
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;

/** The shell's toast area: bottom-centre, closes after 3 s or on click. */
export const SHELL_TOASTS = {
  ...TOAST_DEFAULTS,
  position: 'bottom-center',
  autoClose: 3000,
  closeOnClick: true,
} as const satisfies ToastContainerProps;
