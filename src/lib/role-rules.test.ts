import { OWN_SUPER_ADMIN_KEPT, rolesByScope, rolesFromScopes, rolesProblem } from './role-rules';

describe('roles by scope', () => {
  it('reads one role per scope, the highest when several', () => {
    expect(rolesByScope(['sport_USER', 'sport_ADMIN', 'general_ADMIN-PERSON', 'bad'])).toEqual({
      sport: 'ADMIN',
      general: 'ADMIN-PERSON',
    });
  });

  it('writes the chosen roles back and keeps those of scopes not shown', () => {
    expect(
      rolesFromScopes(
        { sport: 'USER', general: '' },
        ['sport', 'general'],
        ['general_ADMIN', 'archives_ADMIN'],
      ),
    ).toEqual(['archives_ADMIN', 'sport_USER']);
  });

  it('refuses to remove one’s own super administrator role', () => {
    const before = ['general_SUPER-ADMIN'];
    expect(rolesProblem({ editorIsSuperAdmin: true, ownRoles: true, before, after: [] })).toBe(
      OWN_SUPER_ADMIN_KEPT,
    );
    expect(
      rolesProblem({ editorIsSuperAdmin: true, ownRoles: false, before, after: [] }),
    ).toBeNull();
  });

  it('lets only a super administrator grant SUPER-ADMIN', () => {
    const change = { ownRoles: false, before: [], after: ['sport_SUPER-ADMIN'] };
    expect(rolesProblem({ editorIsSuperAdmin: false, ...change })).toMatch(/Seul un super/);
    expect(rolesProblem({ editorIsSuperAdmin: true, ...change })).toBeNull();
  });
});
