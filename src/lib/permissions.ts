import type { Commission, Role } from '@/api/types';

/**
 * Who sees what, the only place the app decides it. Role strings are
 * `{scope}_{ROLE}`: a commission's technical name or `general`, then the role.
 */
export interface Grants {
  roles: readonly string[];
  subscriptions: readonly string[];
}

export const GENERAL = 'general';
export const SUPER_ADMIN_ROLE = `${GENERAL}_SUPER-ADMIN`;
const ADMIN_ROLES: Role[] = ['ADMIN', 'SUPER-ADMIN'];
const MEMBER_ROLES: Role[] = ['USER', 'ADMIN', 'SUPER-ADMIN'];

/** Technical name of the commission that runs the charity calendar. */
export const CALENDAR_COMMISSION = 'calendrier';

export function isSuperAdmin(user: Grants): boolean {
  return user.roles.includes(SUPER_ADMIN_ROLE);
}

/**
 * Passes when the user shares a subscription with `requiredSubscriptions`, or holds
 * `{name}_{role}` for a required name and role; general_SUPER-ADMIN passes every check.
 */
export function hasRole(
  user: Grants,
  names: readonly string[],
  roles: readonly Role[],
  requiredSubscriptions: readonly string[] = [],
): boolean {
  if (isSuperAdmin(user)) return true;
  if (requiredSubscriptions.some((subscription) => user.subscriptions.includes(subscription))) {
    return true;
  }
  return names.some((name) => roles.some((role) => user.roles.includes(`${name}_${role}`)));
}

/** The scopes (commission technical names or `general`) where the user holds one of `roles`. */
function scopesWith(user: Grants, roles: readonly Role[]): string[] {
  const scopes: string[] = [];
  for (const entry of user.roles) {
    const cut = entry.lastIndexOf('_');
    if (cut <= 0) continue;
    const role = entry.slice(cut + 1) as Role;
    if (roles.includes(role)) scopes.push(entry.slice(0, cut));
  }
  return scopes;
}

/** ADMIN or SUPER-ADMIN of this commission. */
export function canAdministerCommission(
  user: Grants,
  commission: Pick<Commission, 'technicalName'>,
): boolean {
  return hasRole(user, [commission.technicalName], ADMIN_ROLES);
}

/** 'Administration de Commission' lists the commissions the user administers. */
export function administeredCommissions<C extends Pick<Commission, 'technicalName'>>(
  user: Grants,
  commissions: readonly C[],
): C[] {
  return commissions.filter((commission) => canAdministerCommission(user, commission));
}

/** The commissions (technical names, `general` aside) the user is ADMIN or SUPER-ADMIN of. */
export function administeredScopes(user: Grants): string[] {
  return [...new Set(scopesWith(user, ADMIN_ROLES))].filter((scope) => scope !== GENERAL);
}

/** ADMIN or SUPER-ADMIN on any scope, `general` included. */
export function isAdminOfAnyCommission(user: Grants): boolean {
  return isSuperAdmin(user) || scopesWith(user, ADMIN_ROLES).length > 0;
}

/**
 * A generic commission is listed in 'Commissions' when it has no sub-type, is active, and
 * the user is USER, ADMIN or SUPER-ADMIN of it (subscriptions matched against
 * authorizedSubscribers).
 */
export function canSeeGenericCommission(
  user: Grants,
  commission: Pick<Commission, 'technicalName' | 'subType' | 'active' | 'authorizedSubscribers'>,
): boolean {
  if (commission.subType || !commission.active) return false;
  return canAccessCommission(user, commission);
}

/** USER, ADMIN or SUPER-ADMIN of the commission, or a subscriber it accepts. */
export function canAccessCommission(
  user: Grants,
  commission: Pick<Commission, 'technicalName' | 'authorizedSubscribers'>,
): boolean {
  return hasRole(user, [commission.technicalName], MEMBER_ROLES, commission.authorizedSubscribers);
}

/** The 'Administration' menu. */
export function canSeeAdministration(user: Grants): boolean {
  return isAdminOfAnyCommission(user) || hasRole(user, [GENERAL], ['ADMIN-PERSON']);
}

/** Administration → Générale. */
export function canManageGeneral(user: Grants): boolean {
  return hasRole(user, [GENERAL], ADMIN_ROLES);
}

/** Administration → Informations (news). */
export function canManageNews(user: Grants): boolean {
  return isAdminOfAnyCommission(user);
}

/**
 * Who writes a news item: a commission's administrators for its news, general administrators
 * for the news of the whole association (`commission` null).
 */
export function canWriteNews(user: Grants, commission: string | null | undefined): boolean {
  return commission
    ? canAdministerCommission(user, { technicalName: commission })
    : canManageGeneral(user);
}

/** Administration → Photos. */
export function canManagePhotos(user: Grants): boolean {
  return isAdminOfAnyCommission(user);
}

/** Administration → Personnes. */
export function canManagePersons(user: Grants): boolean {
  return hasRole(user, [GENERAL], ['ADMIN', 'SUPER-ADMIN', 'ADMIN-PERSON']);
}

/** A general ADMIN or SUPER-ADMIN may edit an existing person's e-mail, status, memberships, newsletter. */
export function canEditPersonIdentity(user: Grants): boolean {
  return canManageGeneral(user);
}

/** The year's calendar ledger: ADMIN or SUPER-ADMIN of the calendar commission or of general. */
export function canManageCalendar(user: Grants): boolean {
  return hasRole(user, [CALENDAR_COMMISSION, GENERAL], ADMIN_ROLES);
}

/**
 * A calendar seller, as a member card tells a householder: a role of the calendar commission held
 * in person. Not `hasRole`, which lets general_SUPER-ADMIN pass every check: an administrator
 * who never sells must not be vouched for at a door.
 */
export function sellsCalendars(user: Grants): boolean {
  return user.roles.some((role) => role.startsWith(`${CALENDAR_COMMISSION}_`));
}

/**
 * A calendar order's details (the QR code's target): every role on the calendar commission (the
 * firefighters who sell hold `calendrier_USER`) and general administrators.
 */
export function canSeeCalendarOrder(user: Grants): boolean {
  return (
    hasRole(user, [CALENDAR_COMMISSION], [...MEMBER_ROLES, 'ADMIN-PERSON']) ||
    hasRole(user, [GENERAL], ADMIN_ROLES)
  );
}

/** A person's own pages (account, orders) are theirs, or a persons administrator's. */
export function canSeePerson(user: Grants & { userId: number }, personId: number): boolean {
  return user.userId === personId || canManagePersons(user);
}
