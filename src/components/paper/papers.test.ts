import { pdfLines } from '@/testing/pdf-text';
import { paperFonts } from './paper-fonts';
import { RECEIPT_NOT_FISCAL } from './receipt-words';
import {
  calendarReceiptPdf,
  duesAttestationPdf,
  embedFonts,
  fileSafe,
  roundSheetPdf,
} from './papers';
import { emptyRoundCount } from '@/lib/round-count';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('the papers', () => {
  // What loadPapers() hands over with the PDF maker.
  beforeAll(() => embedFonts(paperFonts));

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

  it('writes every name as typed, whatever its alphabet, on a receipt and an attestation', async () => {
    const receipt = calendarReceiptPdf({
      reference: 'cal-2026-00043',
      paidOn: '2026-11-05',
      year: 2026,
      firstName: 'Łukasz',
      lastName: 'Şahin-Nguyễn',
      address: {
        streetNumber: '3',
        streetName: 'ulica Żółkiewskiego',
        postalCode: '35000',
        city: 'Rennes',
      },
      amount: 1250,
      stubNumber: 1205,
    });
    const receiptText = (await pdfLines(await bytes(receipt.blob))).join('\n');
    expect(receiptText).toContain('Łukasz Şahin-Nguyễn');
    expect(receiptText).toContain('3 ulica Żółkiewskiego');
    expect(receiptText.replace(/\n/g, ' ')).toContain(
      'remercie Łukasz Şahin-Nguyễn de son soutien',
    );
    expect(receiptText).toContain('Don pour le calendrier 2026, payé par carte 1 250,00 €');

    const attestation = duesAttestationPdf({
      orderId: 58,
      paidOn: '2026-09-02',
      issuedOn: '2026-11-24',
      year: 2027,
      firstName: 'Αλέξανδρος',
      lastName: 'Чайковский',
      dues: [{ name: 'Cotisation SPV 2027', amount: 25 }],
      total: 25,
    });
    expect(attestation.fileName).toBe('attestation-2027-document.pdf');
    const attestationText = (await pdfLines(await bytes(attestation.blob))).join('\n');
    expect(attestationText).toContain('Αλέξανδρος Чайковский a réglé sa cotisation 2027');
    expect(attestationText).toContain('Total payé par carte 25,00 €');

    const polish = duesAttestationPdf({
      orderId: 59,
      paidOn: '2026-09-02',
      issuedOn: '2026-11-24',
      year: 2027,
      firstName: 'Łukasz',
      lastName: 'Şahin-Nguyễn',
      dues: [{ name: 'Cotisation SPV 2027', amount: 25 }],
      total: 25,
    });
    const polishText = (await pdfLines(await bytes(polish.blob))).join('\n');
    expect(polishText).toContain('Łukasz Şahin-Nguyễn a réglé sa cotisation 2027');
  });

  it('names files with letters and digits only', () => {
    expect(fileSafe('Lefèvre-Çelik')).toBe('lefevre-celik');
    expect(fileSafe("D'Artagnan de Castelmore")).toBe('d-artagnan-de-castelmore');
    expect(fileSafe('  ')).toBe('document');
  });

  it('a round sheet: seller, stub, day, each line and total, the two signature boxes', async () => {
    const count = emptyRoundCount(101);
    count.calendars = '9';
    count.cash.notes10 = '3';
    count.otherCoins = '0,70';
    count.cheques = [{ amount: '15', bank: 'Banque Populaire' }];
    const { blob, fileName } = roundSheetPdf({
      count,
      payments: [
        { donor: 'Jeanne D.', amount: 12, paid: true },
        { donor: 'Lucie R.', amount: 20, paid: false },
      ],
      seller: 'Camille Vendeur',
      day: '2026-12-05',
    });
    expect(fileName).toBe('bordereau-souche-101-2026-12-05.pdf');
    const lines = await pdfLines(await bytes(blob));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Amicale des sapeurs-pompiers de Rennes',
        'Bordereau de tournée – souche 101',
        'Vendeur Camille Vendeur',
        'Numéro de souche 101',
        'Date 05/12/2026',
        'Calendriers remis 9',
        'Billets de 10 € × 3 30,00 €',
        'Autres pièces 0,70 €',
        'Chèque 1 Banque Populaire 15,00 €',
        'Carte Jeanne D. 12,00 €',
        'Espèces 30,70 €',
        'Chèques 15,00 €',
        'Carte 12,00 €',
        'Total de la tournée 57,70 €',
        // The two boxes side by side, on one line of text.
        'Vendeur Trésorier',
      ]),
    );
    expect(lines.join('\n')).not.toContain('Lucie');
  });
});
