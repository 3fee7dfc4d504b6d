import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { association } from '@/config/association';

/**
 * Each screen titles the browser tab with its `h1` (`Photos – Amicale des sapeurs-pompiers`), and
 * after a move inside the app focus goes to the new screen's `h1`, so that a screen reader says
 * where the person arrived and the next Tab starts there; the first load leaves focus at the top
 * of the page (docs/accessibility.md#titles-and-focus). Watched on the main region, so that a screen whose chunk
 * or data comes later is titled and focused when its heading appears, whichever screen it is.
 */
export function useScreenArrival(): void {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  // The screen left behind: its heading may stay until the new screen's chunk has come.
  const left = useRef<Element | null>(null);
  // A layout effect: it runs in the commit that changes the address, before the watcher of the
  // screen left behind hears of the new heading. A link clicked in the bar moves in a transition
  // that commits the address and the new screen together: that watcher, whose focus was given,
  // would take the new heading as already arrived, and the focus would stay on the link.
  useLayoutEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return;
    let focusOwed = !firstLoad.current;
    firstLoad.current = false;
    const arrive = () => {
      const heading = main.querySelector('h1');
      const text = heading?.textContent?.trim();
      if (!heading || !text || (focusOwed && heading === left.current)) return;
      left.current = heading;
      const title = `${text} – ${association.name}`;
      if (document.title !== title) document.title = title;
      if (!focusOwed) return;
      focusOwed = false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    arrive();
    const observer = new MutationObserver(arrive);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
}
