/**
 * jsdom's `getComputedStyle` matches every rule of its default style sheet against the element,
 * again after each change of the page: about 0.7 ms an element, which Testing Library pays for
 * each element a role query looks at (is it hidden? is it inline?) and each time a wait looks
 * again. The unit tests load no style sheet (`css: false`): an element's `display` and
 * `visibility` then come from its `style` attribute and jsdom's default sheet alone, whose rules
 * for them depend on the tag and four attributes. `quickStyle` answers those two from that,
 * remembering jsdom's own answer for each tag and attributes, and leaves every other property
 * to jsdom, computed only when asked. `quick-style.test.ts` holds it to jsdom's answers on the
 * app's screens.
 */

type ComputeStyle = (element: Element, pseudo?: string | null) => CSSStyleDeclaration;

/** What jsdom's default sheet decides `display` and `visibility` by. */
const keyOf = (element: Element) =>
  JSON.stringify([
    element.tagName,
    element.getAttribute('hidden'),
    element.hasAttribute('open'),
    element.getAttribute('type')?.toLowerCase() ?? null,
    element.hasAttribute('popover'),
  ]);

/** The default sheet's `visibility: collapse`: hidden parts of a table. */
const COLLAPSED = new Set(['COLGROUP', 'COL', 'THEAD', 'TBODY', 'TFOOT', 'TR']);

/** jsdom's `display` of an element, as a property and through `getPropertyValue`. */
interface Display {
  property: string;
  value: string;
}

export function quickStyle(real: ComputeStyle): ComputeStyle {
  const sheetDisplay = new Map<string, Display>();

  function display(element: Element): Display {
    const own = (element as HTMLElement).style?.getPropertyValue('display');
    if (own) {
      // jsdom lets the sheet's `[hidden]` win over a style attribute: asked of jsdom itself.
      if (!element.hasAttribute('hidden')) return { property: own, value: own };
      const style = real(element);
      return { property: style.display, value: style.getPropertyValue('display') };
    }
    const key = keyOf(element);
    let known = sheetDisplay.get(key);
    if (!known) {
      const style = real(element);
      // jsdom's two answers may differ (a hidden table part): each is kept as jsdom gives it.
      known = { property: style.display, value: style.getPropertyValue('display') };
      sheetDisplay.set(key, known);
    }
    return known;
  }

  function visibility(element: Element): string {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const own = (at as HTMLElement).style?.getPropertyValue('visibility');
      if (own && own !== 'inherit') return own;
      if (COLLAPSED.has(at.tagName) && at.hasAttribute('hidden')) return 'collapse';
    }
    return 'visible';
  }

  /** `pointer-events`: inherited, `auto` at the root, as the style attributes set it. */
  function pointerEvents(element: Element): string {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const own = (at as HTMLElement).style?.getPropertyValue('pointer-events');
      if (own === 'initial') return 'auto';
      if (own && own !== 'inherit' && own !== 'unset') return own;
    }
    return 'auto';
  }

  return (element, pseudo) => {
    if (pseudo) return real(element, pseudo);
    let whole: CSSStyleDeclaration | undefined;
    const rest = () => (whole ??= real(element));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        if (property === 'display') return display(element).property;
        if (property === 'visibility') return visibility(element);
        if (property === 'pointerEvents') return pointerEvents(element);
        if (property === 'getPropertyValue') {
          return (name: string) =>
            name === 'display'
              ? display(element).value
              : name === 'visibility'
                ? visibility(element)
                : name === 'pointer-events'
                  ? pointerEvents(element)
                  : rest().getPropertyValue(name);
        }
        const value: unknown = Reflect.get(rest(), property);
        return typeof value === 'function' ? value.bind(rest()) : value;
      },
    });
  };
}

/** jsdom's own `getComputedStyle`, as it was before `installQuickStyle`. */
export let jsdomComputedStyle: ComputeStyle = (element, pseudo) =>
  window.getComputedStyle(element, pseudo);

const QUICK = Symbol('quick getComputedStyle');

/**
 * The page's `getComputedStyle` becomes the quick one (tests/setup.ts), once: the setup runs again
 * for each test file of a worker whose files share their page, and a quick one wrapped in another
 * would ask each layer below it twice for what it does not know, twice as often a layer down.
 */
export function installQuickStyle(): void {
  if (QUICK in window.getComputedStyle) return;
  jsdomComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign(quickStyle(jsdomComputedStyle), { [QUICK]: true });
}
