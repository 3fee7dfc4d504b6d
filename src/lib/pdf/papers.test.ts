import { pdfLines } from '../../../tests/pdf-text';
import { RECEIPT_NOT_FISCAL, calendarReceiptPdf, duesAttestationPdf, fileSafe } from './papers';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('the papers', () => {
  it('a calendar receipt: association, donor, address, amount, date, order, stub, not fiscal', async () => {
    const { blob, fileName } = calendarReceiptPdf({
      reference: 'cal-2026-00042',
      paidOn: '2026-11-05',
      year: 2026,
      firstName: 'Hélène',
      lastName: 'Lefèvre-Çelik',
      address: {
        streetNumber: '12',
        streetName: 'rue de l’Église',
        postalCode: '01000',
        city: 'Bourg-en-Bresse',
      },
      amount: 30,
      stubNumber: 1204,
    });
    expect(fileName).toBe('recu-calendrier-cal-2026-00042.pdf');
    expect(blob.type).toBe('application/pdf');
    const lines = await pdfLines(await bytes(blob));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Amicale des sapeurs-pompiers de Rennes',
        '2 rue du Moulin de Joué',
        '35700 Rennes',
        'Reçu - Calendrier 2026',
        'Date 05/11/2026',
        'Commande n° cal-2026-00042',
        'Numéro de souche 1204',
        'Hélène Lefèvre-Çelik',
        '12 rue de l’Église',
        '01000 Bourg-en-Bresse',
        'Don pour le calendrier 2026, payé par carte 30,00 €',
        RECEIPT_NOT_FISCAL,
      ]),
    );
  });

  it('a dues attestation: the member, each due and its amount, the total, the order, the dates', async () => {
    const { blob, fileName } = duesAttestationPdf({
      orderId: 57,
      paidOn: '2026-09-02',
      issuedOn: '2026-11-24',
      year: 2027,
      firstName: 'Émile',
      lastName: 'Noël',
      dues: [
        { name: 'Cotisation SPV 2027', amount: 25 },
        { name: 'Assurance UDSP 2027', amount: 8 },
        { name: 'Cotisation FNSPF 2027', amount: 12.5 },
      ],
      total: 45.5,
    });
    expect(fileName).toBe('attestation-2027-noel.pdf');
    const text = (await pdfLines(await bytes(blob))).join('\n');
    for (const expected of [
      'Attestation de paiement',
      'Émile Noël a réglé sa cotisation 2027',
      'Commande n° 57',
      'Date du paiement 02/09/2026',
      'Cotisation SPV 2027 25,00 €',
      'Assurance UDSP 2027 8,00 €',
      'Cotisation FNSPF 2027 12,50 €',
      'Total payé par carte 45,50 €',
      'Fait à Rennes, le 24/11/2026',
      '2 rue du Moulin de Joué',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names files with letters and digits only', () => {
    expect(fileSafe('Lefèvre-Çelik')).toBe('lefevre-celik');
    expect(fileSafe("D'Artagnan de Castelmore")).toBe('d-artagnan-de-castelmore');
    expect(fileSafe('  ')).toBe('document');
  });
});
