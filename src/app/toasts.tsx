import { Bounce, type CloseButtonProps, ToastContainer } from 'react-toastify';

/** Each toast's close button, as react-toastify draws it but named in French ('close': RGAA 8.7). */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Fermer"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Toasts: bottom-right, 3000 ms, close on click, pause on hover, one at
 * a time with the others queued until it is gone. A toast is a status (a success, an
 * information), which a screen reader says once it is done speaking; an error says so itself
 * (`toastFailure`, src/components/toast-failure.ts) and interrupts (docs/accessibility.md#audit-rgaa-412, 7.5).
 */
export default function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={3000}
      closeOnClick
      pauseOnHover
      limit={1}
      role="status"
      transition={Bounce}
      newestOnTop={false}
      closeButton={CloseToast}
    />
  );
}
