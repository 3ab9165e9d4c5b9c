import type { AnyRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { SHELL_TOASTS, TOAST_DEFAULTS } from '../../../ui/toast';
import { renderPage } from '../../../test/render';
import { NavigationProgress, PROGRESS_STOP_DELAY_MS } from './NavigationProgress';
import { Footer } from './Footer';
import ShellToasts from './ShellToasts';

describe('toasts', () => {
  it('default to 5000 ms, top-right, dismissed by dragging 80%', () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      autoClose: 5000,
      position: 'top-right',
      draggablePercent: 80,
    });
  });

  it('sit bottom-centre in the shell, close after 3000 ms or on click', async () => {
    expect(SHELL_TOASTS).toMatchObject({
      position: 'bottom-center',
      autoClose: 3000,
      closeOnClick: true,
      draggablePercent: 80,
    });
    render(<ShellToasts />);
    act(() => {
      toast.success('Saved');
    });
    const message = await screen.findByText('Saved');
    expect(message.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );
  });
});

/** Fires the router's navigation events by hand, so the test controls when a page resolves. */
function navigationEvents(router: AnyRouter) {
  return (type: 'onBeforeNavigate' | 'onResolved') =>
    act(() => {
      router.emit({
        type,
        fromLocation: router.state.location,
        toLocation: router.state.location,
        pathChanged: true,
        hrefChanged: true,
        hashChanged: false,
      });
    });
}

describe('navigation progress bar', () => {
  it('runs during a navigation and stops 50 ms after it resolves', async () => {
    const { router } = await renderPage(<NavigationProgress />);
    vi.useFakeTimers();
    try {
      const emit = navigationEvents(router);
      expect(screen.queryByRole('progressbar')).toBeNull();

      emit('onBeforeNavigate');
      const bar = screen.getByRole('progressbar', { name: 'Loading page' });
      expect(bar).toHaveClass('progress--running');

      emit('onResolved');
      await act(() => vi.advanceTimersByTimeAsync(PROGRESS_STOP_DELAY_MS - 1));
      expect(bar).toHaveClass('progress--running');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('progressbar')).toHaveClass('progress--finishing');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps running when the next navigation starts within the stop delay', async () => {
    const { router } = await renderPage(<NavigationProgress />);
    vi.useFakeTimers();
    try {
      const emit = navigationEvents(router);
      emit('onBeforeNavigate');
      emit('onResolved');
      await act(() => vi.advanceTimersByTimeAsync(PROGRESS_STOP_DELAY_MS / 2));
      emit('onBeforeNavigate');
      await act(() => vi.advanceTimersByTimeAsync(PROGRESS_STOP_DELAY_MS * 4));
      expect(screen.getByRole('progressbar')).toHaveClass('progress--running');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('footer', () => {
  it('dates the copyright with the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-06T12:00:00Z'));
    try {
      await renderPage(<Footer />);
      expect(await screen.findByText('© 2031 Coverline. All rights reserved.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
