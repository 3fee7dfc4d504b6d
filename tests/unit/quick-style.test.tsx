import { onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsdomComputedStyle } from './quick-style';
import { renderApp } from './render-app';

/**
 * The unit tests' `getComputedStyle` (tests/setup.ts, quick-style.ts) answers `display`,
 * `visibility` and `pointer-events` without jsdom's whole computation: on the app's own screens,
 * it must give what jsdom gives, element by element, or a role query would find a hidden element,
 * name a control otherwise, or a click reach what a user's cannot.
 */

function differences(): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const quick = getComputedStyle(element);
    const real = jsdomComputedStyle(element);
    for (const [property, name] of [
      ['display', 'display'],
      ['visibility', 'visibility'],
      ['pointerEvents', 'pointer-events'],
    ] as const) {
      // As a property (Testing Library, user-event) and through getPropertyValue (accessible names).
      const quickly = `${quick[property]} ${quick.getPropertyValue(name)}`;
      const really = `${real[property]} ${real.getPropertyValue(name)}`;
      if (quickly !== really) {
        found.push(`${element.outerHTML.slice(0, 80)} ${property}: ${quickly} ≠ ${really}`);
      }
    }
  }
  return found;
}

describe("the unit tests' display, visibility and pointer events", () => {
  it('is the one jsdom computes, on every element of the sign-in, the home and a list', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Se connecter' });
    // An element hidden in every way the default sheet and a style attribute can hide one.
    const corpus = document.createElement('div');
    document.body.append(corpus);
    onTestFinished(() => corpus.remove());
    corpus.insertAdjacentHTML(
      'beforeend',
      '<div hidden><span>caché</span></div><dialog><p>fermé</p></dialog><input type="hidden">' +
        '<div style="display: none"><b>aussi</b></div><div hidden style="display: block">montré</div>' +
        '<div style="visibility: hidden"><i>invisible</i><em style="visibility: visible">vu</em></div>' +
        '<table><tbody hidden><tr><td>replié</td></tr></tbody></table><noscript>non</noscript>' +
        '<details><summary>Plus</summary><p>détail</p></details><button>bouton</button>' +
        '<div style="pointer-events: none"><a href="#">inerte</a><span style="pointer-events: auto">' +
        'vivant<i style="pointer-events: inherit">hérité</i><b style="pointer-events: initial">' +
        'initial</b></span></div><p style="pointer-events: unset">délié</p>',
    );
    expect(differences()).toEqual([]);
  });

  it('is the one jsdom computes on a signed-in screen with a dialog open', async () => {
    await renderApp({ as: 'admin', path: '/management/persons' });
    await screen.findByRole('heading', { level: 1, name: 'Personnes' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nous contacter' }));
    await screen.findByRole('dialog');
    expect(differences()).toEqual([]);
  });
});
