import { render } from '@testing-library/react';
import { ServerHtml } from '@/components/server-html';
import { inspectBlocks } from '../e2e/pages/xss-checks';
import { XSS_VECTORS } from '../e2e/xss-vectors';

/**
 * The whole XSS corpus through the one door server HTML takes (ServerHtml): nothing of a vector
 * that could run, restyle the app or shadow a global may be left in what it draws. The browser
 * tests then show, place by place, that nothing runs (a sample where each vector costs a page
 * load, the whole corpus where a load takes many).
 */
describe('the XSS corpus through ServerHtml', () => {
  it.each(XSS_VECTORS.map((vector) => [vector.name, vector.html]))(
    '%s: nothing dangerous survives',
    (_name, html) => {
      const { container } = render(<ServerHtml html={html} />);
      const block = container.querySelector('.server-html');
      expect(block).not.toBeNull();
      expect(inspectBlocks([block as Element])[0]).toEqual([]);
    },
  );

  it('keeps the text of a harmless paragraph, links made safe', () => {
    const { container } = render(
      <ServerHtml html='<p>Bonjour <a href="https://exemple.fr">le site</a></p>' />,
    );
    expect(container).toHaveTextContent('Bonjour le site');
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://exemple.fr');
    expect(inspectBlocks([container.firstElementChild as Element])[0]).toEqual([]);
  });
});
