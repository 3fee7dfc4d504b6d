import { jsPDF } from 'jspdf';
import { association } from '@/config/association';
import { formatDate, formatEuro } from '@/lib/format';
import {
  type CalendarReceipt,
  RECEIPT_NOT_FISCAL,
  donorLines,
  giftLine,
  receiptHead,
  thanksLine,
} from './receipt-words';
import {
  type CardPayment,
  type RoundCount,
  type SheetLine,
  formatCents,
  parseCount,
  roundSheet,
  sheetFileName,
} from '@/lib/round-count';
import type { PaperFonts } from './paper-fonts';

/**
 * The association's papers as PDF, made in the browser with jsPDF (loaded only when a member
 * or a donor asks for one: see docs/architecture.md#papers-pdf). A PDF reader's own fonts
 * (Helvetica) know Western European letters only: every text is written with DejaVu Sans,
 * embedded, so that a name is printed as it was typed whatever its alphabet (`Łukasz
 * Şahin-Nguyễn`, Greek, Cyrillic, Vietnamese). Its two weights come in a chunk of their own
 * (paper-fonts.ts), fetched beside this one by loadPapers() and handed over with `embedFonts`;
 * jsPDF embeds in each paper only the glyphs it uses (a paper weighs some 25 kB).
 */

/** A paid dues order's attestation. */
export interface DuesAttestation {
  orderId: number;
  /** The order's day, YYYY-MM-DD. */
  paidOn: string;
  /** The day the attestation is made, YYYY-MM-DD. */
  issuedOn: string;
  /** The year the dues are for. */
  year: number;
  firstName: string;
  lastName: string;
  dues: readonly { name: string; amount: number | undefined }[];
  total: number;
}

/** The embedded font's name in the papers. */
const FONT = 'DejaVuSans';

let fonts: PaperFonts | null = null;

/** The papers' font, fetched by loadPapers(): every paper is written with it. */
export function embedFonts(loaded: PaperFonts): void {
  fonts = loaded;
}

/** The base64 of a `data:` URL. */
const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/**
 * A text as the papers write it: composed (NFC), since jsPDF draws one glyph per character and
 * places no combining accent: `e` + `\u0301` typed on some keyboards becomes `é`.
 */
const composed = (text: string) => text.normalize('NFC');

const MARGIN = 20;
const WIDTH = 210;
const RIGHT = WIDTH - MARGIN;

/** A sheet being written top to bottom. */
class Sheet {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  private y = MARGIN;

  constructor(title: string) {
    // Never a paper in a font that would scramble a name: without the font, no paper.
    if (!fonts) throw new Error('Police des documents non chargée');
    this.doc.addFileToVFS('regular.ttf', base64Of(fonts.regular));
    this.doc.addFont('regular.ttf', FONT, 'normal');
    this.doc.addFileToVFS('bold.ttf', base64Of(fonts.bold));
    this.doc.addFont('bold.ttf', FONT, 'bold');
    this.doc.setFont(FONT, 'normal');
    this.doc.setProperties({ title, author: association.fullName, creator: association.name });
    this.doc.setLanguage('fr');
    // The association's letterhead, from one place of the configuration.
    this.write(association.fullName, { size: 14, bold: true });
    this.write(association.street);
    this.write(`${association.postalCode} ${association.city}`);
    this.y += 10;
    this.write(title, { size: 18, bold: true });
    this.y += 4;
  }

  write(text: string, { size = 11, bold = false, gap = 1.5 } = {}): this {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const lines = this.doc.splitTextToSize(composed(text), RIGHT - MARGIN) as string[];
    const height = (size * 0.3528 + gap) * lines.length;
    this.doc.text(lines, MARGIN, this.y + size * 0.3528);
    this.y += height;
    return this;
  }

  /** A label and its value on one line, the value at the right margin. */
  row(label: string, value: string, { bold = false } = {}): this {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(11);
    const baseline = this.y + 11 * 0.3528;
    this.doc.text(composed(label), MARGIN, baseline);
    this.doc.text(composed(value), RIGHT, baseline, { align: 'right' });
    this.y += 11 * 0.3528 + 3;
    return this;
  }

  rule(): this {
    this.doc.setLineWidth(0.2);
    this.doc.line(MARGIN, this.y, RIGHT, this.y);
    this.y += 4;
    return this;
  }

  /** Two boxes side by side, each titled, for a signature by hand. */
  signatureBoxes(titles: readonly [string, string]): this {
    const gap = 10;
    const width = (RIGHT - MARGIN - gap) / 2;
    const height = 30;
    this.doc.setFont(FONT, 'bold');
    this.doc.setFontSize(11);
    this.doc.setLineWidth(0.3);
    titles.forEach((title, index) => {
      const left = MARGIN + index * (width + gap);
      this.doc.text(composed(title), left + 2, this.y + 11 * 0.3528 + 1);
      this.doc.rect(left, this.y - 1, width, height);
    });
    this.y += height + 4;
    return this;
  }

  space(mm = 6): this {
    this.y += mm;
    return this;
  }

  blob(): Blob {
    return this.doc.output('blob');
  }
}

/** `recu-calendrier-{référence}.pdf`: association, donor, address, amount, date, order, stub. */
export function calendarReceiptPdf(receipt: CalendarReceipt): { blob: Blob; fileName: string } {
  const sheet = new Sheet(`Reçu - Calendrier ${receipt.year}`);
  for (const [label, value] of receiptHead(receipt)) sheet.row(label, value);
  sheet.space(2).rule().write('Donateur', { bold: true });
  for (const line of donorLines(receipt)) sheet.write(line);
  sheet
    .space(2)
    .rule()
    .row(giftLine(receipt.year), formatEuro(receipt.amount), {
      bold: true,
    })
    .space(8)
    .write(thanksLine(association.fullName, receipt))
    .space(4)
    .write(RECEIPT_NOT_FISCAL, { bold: true });
  return { blob: sheet.blob(), fileName: `recu-calendrier-${fileSafe(receipt.reference)}.pdf` };
}

/** `attestation-{année}-{nom}.pdf`: the member, each due with its amount, date, order number. */
export function duesAttestationPdf(attestation: DuesAttestation): { blob: Blob; fileName: string } {
  const name = `${attestation.firstName} ${attestation.lastName}`;
  const sheet = new Sheet('Attestation de paiement')
    .write(
      `${association.fullName}, ${association.street}, ${association.postalCode} ${association.city}, atteste que ${name} a réglé sa cotisation ${attestation.year}, détaillée ci-dessous.`,
    )
    .space(4)
    .row('Commande n°', String(attestation.orderId))
    .row('Date du paiement', formatDate(attestation.paidOn))
    .space(2)
    .rule();
  // A due whose amount the order does not say is listed without one: the total is the order's.
  for (const due of attestation.dues) {
    sheet.row(due.name, due.amount === undefined ? '—' : formatEuro(due.amount));
  }
  sheet
    .rule()
    .row('Total payé par carte', formatEuro(attestation.total), { bold: true })
    .space(10)
    .write(
      `Fait à ${association.city}, le ${formatDate(attestation.issuedOn)}, pour servir et valoir ce que de droit.`,
    )
    .space(2)
    .write("Attestation établie d'après la commande enregistrée par l'amicale.", { size: 9 });
  return {
    blob: sheet.blob(),
    fileName: `attestation-${attestation.year}-${fileSafe(attestation.lastName)}.pdf`,
  };
}

/** A round's sheet: who counted what, on which stub and day. */
export interface RoundSheetPaper {
  count: RoundCount;
  payments: readonly CardPayment[];
  /** The seller's first and last name. */
  seller: string;
  /** The day of the count, `YYYY-MM-DD`. */
  day: string;
}

/**
 * `bordereau-souche-{n}-{aaaa-mm-jj}.pdf`: the association, the seller, the stub and the day,
 * each denomination, cheque and card payment with its amount, the totals, and the boxes where the
 * seller and the treasurer sign (docs/rules.md#closing-a-round).
 */
export function roundSheetPdf(paper: RoundSheetPaper): { blob: Blob; fileName: string } {
  const { count, payments, seller, day } = paper;
  const sheet = roundSheet(count, payments);
  const paperSheet = new Sheet(`Bordereau de tournée – souche ${count.stub}`)
    .row('Vendeur', seller)
    .row('Numéro de souche', String(count.stub))
    .row('Date', formatDate(day))
    .row('Calendriers remis', String(parseCount(count.calendars) ?? 0))
    .space(2);
  const section = (title: string, lines: readonly SheetLine[], none: string, total: number) => {
    paperSheet.rule().write(title, { bold: true });
    if (!lines.length) paperSheet.write(none);
    for (const line of lines) {
      paperSheet.row(
        `${line.label}${line.detail ? ` ${line.detail}` : ''}`,
        formatCents(line.cents),
      );
    }
    paperSheet.row(`Total ${title.toLowerCase()}`, formatCents(total), { bold: true }).space(2);
  };
  section('Espèces', sheet.cash, '', sheet.totals.cash);
  section('Chèques', sheet.cheques, 'Aucun chèque', sheet.totals.cheques);
  section('Carte', sheet.card, 'Aucun paiement par carte reçu', sheet.totals.card);
  paperSheet
    .rule()
    .row('Espèces', formatCents(sheet.totals.cash))
    .row('Chèques', formatCents(sheet.totals.cheques))
    .row('Carte', formatCents(sheet.totals.card))
    .row('Total de la tournée', formatCents(sheet.totals.total), { bold: true })
    .space(8)
    .signatureBoxes(['Vendeur', 'Trésorier']);
  return { blob: paperSheet.blob(), fileName: sheetFileName(count.stub, day) };
}

/** A name as a file name keeps it: letters (accents dropped), digits, dashes. */
export function fileSafe(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'document'
  );
}
