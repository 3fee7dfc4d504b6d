import { auditRate, conformityState } from '@/lib/conformity';

/**
 * The RGAA 4.1.2 audit of docs/accessibility.md#audit-rgaa-412 in figures: what the footer of
 * every screen says, kept apart from the statement's texts (audit.ts) so that a first load carries
 * these few numbers only. audit.test.ts holds them equal to the audit's table.
 */
export const AUDIT_DATE = '2026-11-26';

/** The criteria of the audit's table: conform, not conform, not applicable (106 in all). */
export const AUDIT_COUNTS = { conform: 76, notConform: 1, notApplicable: 29 } as const;

/** The share of applicable criteria met, a whole percent rounded down. */
export const AUDIT_RATE = auditRate(AUDIT_COUNTS.conform, AUDIT_COUNTS.notConform);

/** `non`, `partiellement` or `totalement` (conforme), as the French model reads the rate. */
export const AUDIT_STATE = conformityState(AUDIT_RATE);
