import { frenchDecimal, toCsv } from './csv';
import { downloadCsv } from '@/components/download';

/** The data lines of a file, without the BOM and the last line break. */
const lines = (csv: string) => csv.slice(1).replace(/\r\n$/, '').split('\r\n');

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates cells with ; and ends every row with \\r\\n', () => {
    const csv = toCsv(['Nom', 'Ville'], [['Élie', 'Rennes']]);
    expect(csv).toBe('\uFEFFNom;Ville\r\nÉlie;Rennes\r\n');
  });

  it('writes numbers with a decimal comma, whole numbers as they are', () => {
    expect(lines(toCsv(['a', 'b', 'c', 'd'], [[12.5, 101, 0.1 + 0.2, 10]]))[1]).toBe(
      '12,50;101;0,30;10',
    );
    expect(frenchDecimal(12.5)).toBe('12,50');
    expect(frenchDecimal(Number.NaN)).toBe('');
  });

  it('writes an empty cell for null and undefined', () => {
    expect(lines(toCsv(['a', 'b', 'c'], [[null, 'x', undefined]]))[1]).toBe(';x;');
  });

  it('quotes cells holding a separator, a quote or a line break', () => {
    expect(lines(toCsv(['a'], [['rue; bât. "B"']]))[1]).toBe('"rue; bât. ""B"""');
    expect(toCsv(['a'], [['ligne 1\nligne 2']])).toContain('"ligne 1\nligne 2"');
    expect(toCsv(['a'], [['ligne 1\r\nligne 2']])).toContain('"ligne 1\r\nligne 2"');
  });

  it.each([
    ['=', '=HYPERLINK("http://x.fr";"clic")', `"'=HYPERLINK(""http://x.fr"";""clic"")"`],
    ['+', '+33 6 12', "'+33 6 12"],
    ['-', '-5', "'-5"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1+1', "'\t=1+1"],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('neutralises a text cell starting with %s', (_, text, written) => {
    expect(lines(toCsv(['a'], [[text]]))[1]).toBe(written);
  });

  it('neutralises a formula in the header too, and leaves other text alone', () => {
    expect(lines(toCsv(['=x', 'Montant'], []))[0]).toBe("'=x;Montant");
    expect(lines(toCsv(['a'], [['a=b']]))[1]).toBe('a=b');
  });

  it('never neutralises a number it formatted itself: a negative amount stays a number', () => {
    expect(lines(toCsv(['Montant'], [[-5]]))[1]).toBe('-5');
    expect(lines(toCsv(['Montant'], [[-12.5]]))[1]).toBe('-12,50');
  });
});

describe('downloadCsv', () => {
  it('downloads the text as a named CSV file through a temporary link', async () => {
    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv-1';
    });
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    downloadCsv('export.csv', toCsv(['a'], [['é']]));

    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toMatchObject({ download: 'export.csv', href: 'blob:csv-1' });
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:csv-1'));
    click.mockRestore();
  });
});
