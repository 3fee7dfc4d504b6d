import { useCallback, useRef, useState } from 'react';

/**
 * The processing flag of one action (sign-in, recovery, save, payment, send):
 * `pending` holds the button while it runs, a second start meanwhile is ignored (a double
 * click never sends a call twice), and the flag comes back down whatever the outcome.
 */
export function usePending() {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run] as const;
}
