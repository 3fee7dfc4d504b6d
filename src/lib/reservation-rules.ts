import type { BillingPeriod } from '../api/types';

/** A resource billed per day needs its dates (SPEC §9: DAY and ITEM_DAY). */
export function isBilledPerDay(period: BillingPeriod): boolean {
  return period === 'DAY' || period === 'ITEM_DAY';
}

/** The billing period in words, as members read it beside a price. */
export function billingPeriodWords(period: BillingPeriod): string {
  switch (period) {
    case 'DAY':
      return 'par jour';
    case 'ITEM_DAY':
      return 'par jour et par unité';
    case 'YEAR':
      return 'par an';
    case 'ITEM':
      return 'par unité';
    default:
      return 'forfait';
  }
}

export const START_DATE_REQUIRED = 'Choisissez la date de début';
export const END_DATE_REQUIRED = 'Choisissez la date de fin';
export const START_IN_PAST = 'La date de début ne peut pas être passée';
export const END_BEFORE_START = 'La date de fin doit suivre la date de début';
export const QUANTITY_INVALID = 'La quantité doit être un nombre entier d’au moins 1';

/** What is wrong with a booking's dates and quantity, field by field (dates `YYYY-MM-DD`). */
export function reservationProblems(
  values: { quantity: string; startDate: string; endDate: string },
  period: BillingPeriod,
  today: string,
): Partial<Record<'quantity' | 'startDate' | 'endDate', string>> {
  const problems: Partial<Record<'quantity' | 'startDate' | 'endDate', string>> = {};
  if (!/^\d+$/.test(values.quantity.trim()) || Number(values.quantity) < 1) {
    problems.quantity = QUANTITY_INVALID;
  }
  if (!isBilledPerDay(period)) return problems;
  if (!values.startDate) problems.startDate = START_DATE_REQUIRED;
  else if (values.startDate < today) problems.startDate = START_IN_PAST;
  if (!values.endDate) problems.endDate = END_DATE_REQUIRED;
  else if (values.startDate && values.endDate < values.startDate) {
    problems.endDate = END_BEFORE_START;
  }
  return problems;
}
