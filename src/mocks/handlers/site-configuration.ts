import { HttpResponse, http } from 'msw';
import { url } from '../responses';

/** The data-protection notice the footer shows (SPEC §2 "Données Personnelles"). */
export const RGPD_HTML = `<h2>Protection de vos données personnelles</h2>
<p>Les informations recueillies par l'Amicale des sapeurs-pompiers sont enregistrées dans un fichier informatisé par le bureau de l'amicale, responsable du traitement, pour gérer les adhésions, les cotisations, les activités proposées aux membres et la vente du calendrier. La base légale du traitement est l'exécution de l'adhésion et, pour la lettre d'information, votre consentement.</p>
<p>Elles sont conservées pendant la durée de l'adhésion puis trois ans, et sont destinées aux seuls membres du bureau et des commissions concernées. Elles ne sont jamais cédées ni vendues à des tiers. Les paiements par carte sont traités par notre prestataire de paiement : l'amicale ne conserve aucune donnée de carte bancaire.</p>
<p>Conformément au règlement général sur la protection des données (RGPD) et à la loi « Informatique et Libertés », vous pouvez <strong>accéder</strong> aux données vous concernant, les <strong>rectifier</strong>, demander leur <strong>effacement</strong> ou la <strong>limitation</strong> de leur traitement, et vous <strong>opposer</strong> à leur traitement.</p>
<p>Pour exercer ces droits ou pour toute question, vous pouvez contacter notre délégué à la protection des données (DPO) par le lien « Nous contacter » en bas de page, ou par courrier : Amicale des sapeurs-pompiers, à l'attention du délégué à la protection des données, 2 rue du Moulin de Joué, 35700 Rennes.</p>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL.</p>`;

export const siteConfigurationHandlers = [
  http.get(
    url('/siteconfiguration/rgpd'),
    () => new HttpResponse(RGPD_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  ),
];
