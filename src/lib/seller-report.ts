import { EMAIL_INVALID, isEmailValid } from './email';
import { FIELD_REQUIRED } from './form-messages';

/**
 * A householder's report of a suspect seller, from the card check at the door
 * (docs/rules.md#closing-a-round): what happened, where and when, and who reports it, sent to the
 * association by the contact call with the card's code.
 */
export interface SellerReport {
  what: string;
  where: string;
  when: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Optional. */
  phone: string;
}

export const SELLER_REPORT_SUBJECT = "Signalement d'un vendeur";
export const SELLER_REPORT_FAILED =
  "Le signalement n'a pas pu être envoyé : vérifiez votre connexion, puis réessayez. Ce que vous avez écrit est gardé.";

export const EMPTY_SELLER_REPORT: SellerReport = {
  what: '',
  where: '',
  when: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
};

/** What is missing or malformed, field by field; empty when the report can be sent. */
export function sellerReportProblems(
  report: SellerReport,
): Partial<Record<keyof SellerReport, string>> {
  const problems: Partial<Record<keyof SellerReport, string>> = {};
  for (const field of ['what', 'where', 'when', 'firstName', 'lastName', 'email'] as const) {
    if (!report[field].trim()) problems[field] = FIELD_REQUIRED;
  }
  if (!problems.email && !isEmailValid(report.email.trim())) problems.email = EMAIL_INVALID;
  return problems;
}

/** The contact call's fields for the report of the card `code`, which showed `verdict`. */
export function sellerReportMail(report: SellerReport, code: string, verdict: string) {
  const text = (value: string) => value.trim();
  return {
    email: text(report.email),
    phone: text(report.phone) || 'non renseigné',
    lastName: text(report.lastName),
    firstName: text(report.firstName),
    subject: SELLER_REPORT_SUBJECT,
    text: [
      `Un habitant signale un vendeur de calendriers suspect, qui a présenté la carte ${code}.`,
      `Vérification affichée : ${verdict}`,
      '',
      `Ce qui s'est passé : ${text(report.what)}`,
      `Lieu : ${text(report.where)}`,
      `Date et heure : ${text(report.when)}`,
    ].join('\n'),
  };
}
