import type { Role } from '@/api/types';
import { GENERAL, SUPER_ADMIN_ROLE } from './permissions';

/**
 * A person's roles as the `Rôles` section edits them: one role per scope (a commission's
 * technical name or `general`), written `{scope}_{ROLE}`.
 */
export type RolesByScope = Record<string, Role | ''>;

export const OWN_SUPER_ADMIN_KEPT =
  'Vous ne pouvez pas retirer votre propre rôle de super-administrateur.';

/** The roles a scope offers: ADMIN-PERSON is a role of `general` only. */
export function rolesOfScope(scope: string): Role[] {
  return scope === GENERAL
    ? ['USER', 'ADMIN', 'SUPER-ADMIN', 'ADMIN-PERSON']
    : ['USER', 'ADMIN', 'SUPER-ADMIN'];
}

export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Membre',
  ADMIN: 'Administrateur',
  'SUPER-ADMIN': 'Super-administrateur',
  'ADMIN-PERSON': 'Administrateur des personnes',
};

const RANK: Role[] = ['USER', 'ADMIN-PERSON', 'ADMIN', 'SUPER-ADMIN'];

/** `['sport_ADMIN', 'general_USER']` → `{sport: 'ADMIN', general: 'USER'}`; the highest wins. */
export function rolesByScope(roles: readonly string[]): RolesByScope {
  const byScope: RolesByScope = {};
  for (const entry of roles) {
    const cut = entry.lastIndexOf('_');
    if (cut <= 0) continue;
    const scope = entry.slice(0, cut);
    const role = entry.slice(cut + 1) as Role;
    if (!RANK.includes(role)) continue;
    const current = byScope[scope];
    if (!current || RANK.indexOf(role) > RANK.indexOf(current)) byScope[scope] = role;
  }
  return byScope;
}

/** Back to role strings; roles of scopes the section does not show are kept as they were. */
export function rolesFromScopes(
  byScope: RolesByScope,
  shownScopes: readonly string[],
  before: readonly string[],
): string[] {
  const kept = before.filter((entry) => {
    const cut = entry.lastIndexOf('_');
    return cut > 0 && !shownScopes.includes(entry.slice(0, cut));
  });
  const chosen = shownScopes
    .filter((scope) => byScope[scope])
    .map((scope) => `${scope}_${byScope[scope]}`);
  return [...kept, ...chosen];
}

/**
 * Why these roles cannot be saved, or null: nobody removes their own general SUPER-ADMIN (the
 * association would lose its last key), and only a super administrator grants SUPER-ADMIN.
 */
export function rolesProblem({
  editorIsSuperAdmin,
  ownRoles,
  before,
  after,
}: {
  editorIsSuperAdmin: boolean;
  ownRoles: boolean;
  before: readonly string[];
  after: readonly string[];
}): string | null {
  if (ownRoles && before.includes(SUPER_ADMIN_ROLE) && !after.includes(SUPER_ADMIN_ROLE)) {
    return OWN_SUPER_ADMIN_KEPT;
  }
  const granted = after.filter((role) => role.endsWith('_SUPER-ADMIN') && !before.includes(role));
  if (granted.length && !editorIsSuperAdmin) {
    return 'Seul un super-administrateur peut donner le rôle de super-administrateur.';
  }
  return null;
}
