import { HttpResponse, http } from 'msw';
import type { ContactMail } from '../../api/types';
import { sendMail } from '../mailbox';
import { readJson, url } from './shared';

const RGPD_HTML = `<h2>Protection de vos données personnelles</h2>
<p>Les informations recueillies par l'amicale des sapeurs-pompiers sont nécessaires à la gestion des adhésions, des cotisations et des activités proposées aux membres. Elles sont destinées au bureau de l'amicale et ne sont jamais cédées à des tiers.</p>
<p>Conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, vous pouvez <strong>accéder</strong> à vos données, les <strong>rectifier</strong>, en <strong>limiter</strong> l'usage, les faire <strong>effacer</strong> et vous <strong>opposer</strong> à leur traitement.</p>
<p>Pour exercer ces droits, contactez notre délégué à la protection des données par le lien « Nous contacter » en bas de page, ou par courrier : Amicale des sapeurs-pompiers, délégué à la protection des données, 2 rue du Moulin de Joué, 35700 Rennes.</p>
<p>Les données des paiements par carte sont traitées par notre prestataire de paiement ; l'amicale n'en conserve aucune.</p>`;

const FIELDS: (keyof ContactMail)[] = [
  'email',
  'phone',
  'lastName',
  'firstName',
  'subject',
  'text',
  'recaptcha',
];

const escape = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const contactHandlers = [
  http.post(url('/mails/sendinternalmail'), async ({ request }) => {
    const mail = await readJson<ContactMail>(request);
    if (FIELDS.some((field) => !String(mail[field] ?? '').trim())) {
      return HttpResponse.json({ message: 'Champs manquants' }, { status: 400 });
    }
    sendMail(
      'contact@amicale.fr',
      `[Contact] ${String(mail.subject)}`,
      `<p>De : ${escape(`${mail.firstName} ${mail.lastName}`)} &lt;${escape(String(mail.email))}&gt;, ${escape(String(mail.phone))}</p><p>${escape(String(mail.text))}</p>`,
    );
    return new HttpResponse(null, { status: 200 });
  }),

  http.get(
    url('/siteconfiguration/rgpd'),
    () => new HttpResponse(RGPD_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  ),
];
