/**
 * What the accessibility statement says of the RGAA 4.1.2 audit (docs/accessibility.md#audit-rgaa-412),
 * in the words of the French model: the figures (audit-result.ts), the tools, the sample of
 * screens, what is not accessible and why. audit.test.ts holds the figures and the list of
 * non-conformities equal to the audit's table.
 */
export { AUDIT_COUNTS, AUDIT_DATE, AUDIT_RATE, AUDIT_STATE } from './audit-result';

export const REFERENTIAL = 'RGAA 4.1.2';

/** Every criterion of the referential, whatever the sample: 13 themes. */
export const CRITERIA_COUNT = 106;

/** The technologies the app relies on, as the model asks. */
export const TECHNOLOGIES = ['HTML', 'CSS', 'JavaScript', 'WAI-ARIA'] as const;

/** The tools of the audit, and what was not done. */
export const AUDIT_TOOLS = [
  "axe-core, dans Chromium (Playwright), sur chaque écran et chaque fenêtre de l'application, à la largeur d'un téléphone et d'un ordinateur",
  'des tests de composants (Vitest et Testing Library) : étiquettes, messages d’erreur, titres, focus',
  'des parcours au clavier seul et des mesures à 320 px de large et à 200 % de zoom du texte, dans Chromium (Playwright)',
  "l'arbre d'accessibilité de Chromium",
  'la lecture du code de chaque écran de l’échantillon',
] as const;

/** Said beside the tools: the audit's limit. */
export const AUDIT_LIMIT =
  "Aucun parcours n'a été fait par une personne avec un lecteur d'écran (NVDA, VoiceOver) : c'est la prochaine étape.";

/** The screens audited, and their addresses. */
export const AUDIT_SAMPLE = [
  { name: 'Connexion', address: '/#/' },
  { name: 'Inscription (fenêtre « Créer un compte »)', address: '/#/' },
  {
    name: "Validation de l'e-mail et paiement de la cotisation",
    address: '/#/validateorsubscribe?token=…',
  },
  { name: 'Accueil des membres', address: '/#/' },
  { name: 'Une commission', address: '/#/commission/sport' },
  { name: 'Une réservation', address: '/#/reservation/1' },
  { name: 'Panier', address: '/#/cart' },
  { name: 'Mes commandes et une commande', address: '/#/myCommands/1, /#/command/1' },
  { name: 'Carte de membre', address: '/#/carte' },
  { name: 'Tournée des calendriers', address: '/#/tournee' },
  { name: 'Achat du calendrier', address: '/#/calendrier' },
  { name: 'Code du calendrier', address: '/#/calendrier/code/…' },
  { name: 'Nous contacter (fenêtre, en bas de chaque page)', address: '/#/' },
  { name: 'Personnes', address: '/#/management/persons' },
  { name: 'Une personne', address: '/#/person/1' },
  { name: 'Informations (éditeur des actualités)', address: '/#/management/news' },
  { name: 'Plan du site', address: '/#/plan-du-site' },
] as const;

/**
 * Each criterion the audit found not met, in the statement's words: what, why, and how to do
 * without it. Its `criterion` is the audit table's row.
 */
export const NON_CONFORMITIES = [
  {
    criterion: '13.1',
    text: "La session se termine quand sa durée, fixée par le serveur, est écoulée, sans avertissement ni moyen de la prolonger. Une fenêtre de reconnexion s'ouvre alors sur l'écran, qui garde ce qui avait été saisi.",
  },
] as const;

/** The contents the obligation does not cover: a service the association does not control. */
export const NOT_SUBJECT_CONTENTS = [
  'Les pages de paiement de Stripe Checkout, où mènent « Payer » et « Commander » : un service de paiement tiers, dont l’accessibilité relève de Stripe.',
] as const;

/** A third party's content within the app's pages, audited with them. */
export const THIRD_PARTY_CONTENTS = [
  'Le captcha reCAPTCHA de Google (inscription, contact, achat du calendrier) : son épreuve visuelle a une épreuve sonore pour alternative ; sans lui, l’amicale reste joignable par courrier, à l’adresse en bas de chaque page.',
] as const;
