/**
 * What the XSS tests run in the page (each function is serialized there, so it stands alone):
 * traps for a vector that runs, the data-protection answer replaced, and the inspection of what
 * the sanitizer left.
 */
export type XssWindow = Window & { __xss?: number };

/**
 * Runs in every frame before the app: `alert`, `confirm` and `prompt` set the flag and leave
 * the marker instead of opening a dialog (a dialog is still caught if one opens).
 */
export function trapDialogs(marker: string): void {
  const ran = () => {
    (window as XssWindow).__xss = 1;
    try {
      if (window.top) (window.top as XssWindow).__xss = 1;
    } catch {
      // A frame of another origin: its own flag and the marker tell.
    }
    console.log(marker);
  };
  window.alert = ran;
  window.confirm = () => {
    ran();
    return false;
  };
  window.prompt = () => {
    ran();
    return null;
  };
}

/**
 * Runs in the page before the app: the answer to GET /siteconfiguration/rgpd becomes the text
 * stored under `key`, handed to the app's HTTP client as the backend would (the demo's backend
 * answers a fixed text from src/mocks/backend/handlers/site-configuration.ts, and a service worker's
 * answers never reach Playwright's routing).
 */
export function overrideRgpdAnswer(key: string): void {
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const urls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['open']>
  ) {
    urls.set(this, String(args[1]));
    open.apply(this, args);
  } as XMLHttpRequest['open'];
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    const html = localStorage.getItem(key);
    const url = urls.get(this) ?? '';
    if (html === null || !url.endsWith('/siteconfiguration/rgpd')) return send.call(this, body);
    const answer: Record<string, unknown> = {
      readyState: 4,
      status: 200,
      statusText: 'OK',
      responseText: html,
      response: html,
      responseURL: url,
    };
    for (const [name, value] of Object.entries(answer)) {
      Object.defineProperty(this, name, { configurable: true, value });
    }
    this.getAllResponseHeaders = () => 'content-type: text/html; charset=utf-8\r\n';
    this.getResponseHeader = (name: string) =>
      name.toLowerCase() === 'content-type' ? 'text/html; charset=utf-8' : null;
    setTimeout(() => {
      this.onreadystatechange?.(new Event('readystatechange'));
      this.onload?.(new ProgressEvent('load'));
      this.onloadend?.(new ProgressEvent('loadend'));
    });
  };
}

/**
 * Runs in the page on the server-HTML blocks, one per vector: what of each one survived that
 * should not have (docs/rules.md#safety).
 */
export function inspectBlocks(blocks: Element[]): string[][] {
  const forbidden = new Set([
    'script',
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'applet',
    // The top layer: a box drawn over the app.
    'dialog',
    // An image map: areas are links that the link rule (a new tab, no opener) does not reach.
    'map',
    'area',
  ]);
  // What takes the page from its content: the top layer (popovers and what opens them), the
  // focus, the tab order, a keyboard shortcut, a screen reader's view of the rest.
  const takesThePage = new Set([
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
    'interestfor',
    'aria-modal',
    'autofocus',
    'contenteditable',
    'tabindex',
    'accesskey',
  ]);
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'values',
    'to',
    'from',
  ]);
  // Browsers ignore control characters and spaces inside a scheme: so does the check.
  const scheme = (value: string) =>
    Array.from(value)
      .filter((char) => char > ' ' && (char < '\u007f' || char > '\u00a0'))
      .join('')
      .toLowerCase()
      .match(/^([a-z]+):/)?.[1];
  const elementsOf = (root: Element | DocumentFragment): Element[] =>
    Array.from(root.querySelectorAll('*')).flatMap((element) =>
      element instanceof HTMLTemplateElement
        ? [element, ...elementsOf(element.content)]
        : [element],
    );

  return blocks.map((block) => {
    const problems: string[] = [];
    for (const element of elementsOf(block)) {
      const tag = element.tagName.toLowerCase();
      if (forbidden.has(tag)) problems.push(`<${tag}> kept`);
      for (const { name, value } of Array.from(element.attributes)) {
        const attribute = name.toLowerCase();
        if (attribute.startsWith('on')) problems.push(`${attribute}= on <${tag}>`);
        if (
          takesThePage.has(attribute) ||
          ['style', 'class', 'srcset', 'srcdoc', 'formaction', 'action', 'usemap'].includes(
            attribute,
          )
        ) {
          problems.push(`${attribute}= on <${tag}>`);
        }
        // An id or a name becomes a global (window.Stripe, document.getElementById) unless prefixed.
        if ((attribute === 'id' || attribute === 'name') && !value.startsWith('user-content-')) {
          problems.push(`${attribute}="${value}" on <${tag}>`);
        }
        if (!urlAttributes.has(attribute)) continue;
        const used = scheme(value);
        const image = tag === 'img' && attribute === 'src' && /^data:image\//i.test(value.trim());
        if (used === 'javascript' || used === 'vbscript' || (used === 'data' && !image)) {
          problems.push(`${used}: URL in ${attribute}= of <${tag}>`);
        }
      }
    }
    for (const link of Array.from(block.querySelectorAll('a[href], area[href]'))) {
      let target: URL;
      try {
        target = new URL(link.getAttribute('href') ?? '', window.location.href);
      } catch {
        continue;
      }
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      if (
        /^https?:$/.test(target.protocol) &&
        target.origin !== window.location.origin &&
        !(rel.includes('noopener') && rel.includes('noreferrer'))
      ) {
        problems.push(`external link to ${target.href} without rel="noopener noreferrer"`);
      }
    }
    return problems;
  });
}

/** Runs in the page: what a vector changed outside its block, if it ever did. */
export function inspectDocument(address: string): string[] {
  const problems: string[] = [];
  if ((window as XssWindow).__xss === 1) problems.push('window.__xss was set');
  if (document.querySelector('base')) problems.push('a <base> is in the document');
  if (document.querySelector('meta[http-equiv]'))
    problems.push('a <meta http-equiv> is in the document');
  if (window.location.href !== address) problems.push(`the page moved to ${window.location.href}`);
  if ((window as unknown as Record<string, unknown>).Stripe instanceof Element) {
    problems.push('window.Stripe is an element of the page');
  }
  if (typeof document.getElementById !== 'function') {
    problems.push('document.getElementById is clobbered');
  }
  return problems;
}
