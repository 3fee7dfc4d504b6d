import { useState } from 'react';

/**
 * A dialog a button opens: whether it shows; whether it was ever opened (`opened`: a dialog
 * fetched on demand is asked for only then, and stays to close with its animation); how many
 * times (`opening`, as its key: a fresh dialog at each opening); and, for a dialog that sends
 * something, whether it went (`sent`, once `done` closed it).
 */
export function useDialog() {
  const [shown, setShown] = useState(false);
  const [opening, setOpening] = useState(0);
  const [sent, setSent] = useState(false);
  return {
    shown,
    opened: opening > 0,
    opening,
    sent,
    open: () => {
      setOpening((count) => count + 1);
      setShown(true);
    },
    close: () => setShown(false),
    done: () => {
      setShown(false);
      setSent(true);
    },
  };
}
