import { useEffect, useEffectEvent, useState } from 'react';

/** How long a search field waits for the typing to pause before it asks the backend. */
export const TYPING_PAUSE_MS = 300;

/**
 * A search field's text: what is typed shows at once, and `commit` receives it once the
 * typing pauses (one request for a word, not one per letter). When `committed` changes from
 * elsewhere (a dashboard link, the back button), the field follows it.
 */
export function usePausedInput(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [last, setLast] = useState(committed);
  if (committed !== last) {
    setLast(committed);
    setText(committed);
  }
  const commitText = useEffectEvent(commit);
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commitText(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);
  return [text, setText] as const;
}
