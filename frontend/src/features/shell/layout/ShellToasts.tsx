import { ToastContainer } from 'react-toastify';
import { SHELL_TOASTS } from '../../../ui/toast';

/** The shell's toast area; loaded after the first page so it does not weigh on it. */
export default function ShellToasts() {
  return <ToastContainer {...SHELL_TOASTS} />;
}
