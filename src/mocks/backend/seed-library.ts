import type { MockAlbum, MockPartner } from './types';

/**
 * The members' library of the demo: photo albums, documents and partners. Images and PDFs are
 * made here, small and deterministic (no download): the real backend serves uploaded files.
 */
export interface MockPhoto {
  id: number;
  name: string;
  albumId: number;
  /** A colour and a caption the generated picture is drawn with. */
  hue: number;
}

export interface MockDocument {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  contentType: string;
  /** The text the generated one-page PDF carries. */
  body: string;
}

const year = new Date().getFullYear();

export const albums: MockAlbum[] = [
  { id: 1, name: 'Sainte-Barbe', date: `${year - 1}-12-06` },
  { id: 2, name: 'Cross départemental', date: `${year}-10-05` },
  { id: 3, name: 'Arbre de Noël', date: `${year - 1}-12-17` },
];

const captions: Record<number, string[]> = {
  1: ['Défilé', 'Remise des médailles', 'Vin d’honneur', 'Photo de groupe', 'La fanfare'],
  2: ['Départ', 'Ravitaillement', 'Arrivée', 'Podium'],
  3: ['Le sapin', 'Le Père Noël', 'Les cadeaux'],
};

export const photos: MockPhoto[] = Object.entries(captions).flatMap(([albumId, names], album) =>
  names.map((name, index) => ({
    id: Number(albumId) * 100 + index + 1,
    albumId: Number(albumId),
    name,
    hue: (album * 90 + index * 35) % 360,
  })),
);

export const documents: MockDocument[] = [
  {
    id: 1,
    name: `Statuts de l'amicale.pdf`,
    date: `${year - 3}-03-12`,
    contentType: 'application/pdf',
    body: "Statuts de l'amicale des sapeurs-pompiers",
  },
  {
    id: 2,
    name: `Compte rendu AG ${year - 1}.pdf`,
    date: `${year - 1}-12-20`,
    contentType: 'application/pdf',
    body: `Compte rendu de l'assemblée générale ${year - 1}`,
  },
  {
    id: 3,
    name: 'Règlement du mobil-home.pdf',
    date: `${year}-04-02`,
    contentType: 'application/pdf',
    body: 'Règlement intérieur du mobil-home de l’amicale',
  },
];

export const partners: MockPartner[] = [
  {
    id: 1,
    name: 'Garage du Blosne',
    description:
      '<p>Révision à <strong>-15 %</strong> pour les membres sur présentation de la carte.</p>',
    url: 'https://garage-du-blosne.example.fr',
  },
  {
    id: 2,
    name: 'Librairie Le Failler',
    description: '<p>5 % de remise toute l’année, 10 % en décembre.</p>',
    url: 'https://librairie.example.fr',
  },
  {
    id: 3,
    name: 'Piscine de Bréquigny',
    description: '<p>Tarif collectivité sur les entrées et les abonnements.</p>',
    url: null,
  },
];

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small SVG picture standing in for an uploaded photo. */
export function photoImage(photo: MockPhoto): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escape(photo.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${photo.hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(photo.hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><circle cx="620" cy="150" r="70" fill="#f8c630" opacity=".85"/><path d="M0 470 L220 300 L380 430 L520 330 L800 520 L800 600 L0 600Z" fill="#00000055"/><text x="40" y="560" font-family="sans-serif" font-size="44" fill="#fff">${escape(photo.name)}</text></svg>`;
}

/** A minimal valid one-page PDF with one line of text (ASCII only, as Helvetica encodes it). */
export function documentPdf(document: MockDocument): Uint8Array {
  const text = document.body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, (char) => `\\${char}`);
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
