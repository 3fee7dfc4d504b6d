import { DOCUMENT_ACCEPT, downloadName, isAllowedDocument } from './documents';

describe('the documents the association publishes', () => {
  it('takes PDF, office, OpenDocument, text, CSV and pictures, and nothing else', () => {
    for (const [name, type] of [
      ['statuts.pdf', 'application/pdf'],
      [
        'compte-rendu.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['budget.ods', 'application/vnd.oasis.opendocument.spreadsheet'],
      ['liste.csv', 'text/csv'],
      ['liste.csv', 'application/vnd.ms-excel'],
      ['affiche.JPG', 'image/jpeg'],
      ['notes.txt', ''],
    ]) {
      expect(isAllowedDocument({ name, type })).toBe(true);
    }
    for (const [name, type] of [
      ['virus.exe', 'application/x-msdownload'],
      ['page.html', 'text/html'],
      ['dessin.svg', 'image/svg+xml'],
      ['faux.pdf', 'text/html'],
      ['sans-extension', 'application/pdf'],
    ]) {
      expect(isAllowedDocument({ name, type })).toBe(false);
    }
    expect(DOCUMENT_ACCEPT).toContain('.pdf');
    expect(DOCUMENT_ACCEPT).toContain('application/pdf');
  });

  it("downloads under its name with its type's extension, never doubled", () => {
    expect(downloadName('Compte rendu', 'application/pdf')).toBe('Compte rendu.pdf');
    expect(downloadName('Compte rendu.PDF', 'application/pdf')).toBe('Compte rendu.PDF');
    expect(downloadName('Affiche', 'image/jpeg')).toBe('Affiche.jpg');
    expect(downloadName('Affiche.jpeg', 'image/jpeg')).toBe('Affiche.jpeg');
    expect(
      downloadName('Tableur', 'application/vnd.oasis.opendocument.spreadsheet; charset=binary'),
    ).toBe('Tableur.ods');
    expect(downloadName('Inconnu', 'application/octet-stream')).toBe('Inconnu');
  });
});
