import { Bounce, ToastContainer } from 'react-toastify';

/**
 * Toasts: bottom-right, 3000 ms, close on click, pause on hover, one at
 * a time with the others queued until it is gone.
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={3000}
      closeOnClick
      pauseOnHover
      limit={1}
      transition={Bounce}
      newestOnTop={false}
    />
  );
}
