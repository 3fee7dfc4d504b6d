import {
  canWriteNews,
  administeredCommissions,
  canAccessCommission,
  canAdministerCommission,
  canEditPersonIdentity,
  canManageCalendar,
  canSeeCalendarOrder,
  sellsCalendars,
  canManageGeneral,
  canManageNews,
  canManagePersons,
  canManagePhotos,
  canSeeAdministration,
  canSeeGenericCommission,
  canSeePerson,
  hasRole,
  type Grants,
} from './permissions';

const user = (roles: string[] = [], subscriptions: string[] = []): Grants => ({
  roles,
  subscriptions,
});
const commission = (
  technicalName: string,
  more: Partial<{ subType: string | null; active: boolean; authorizedSubscribers: string[] }> = {},
) => ({
  technicalName,
  subType: null,
  active: true,
  authorizedSubscribers: [],
  ...more,
});

describe('hasRole', () => {
  it('passes with a name_role combination the user holds', () => {
    expect(hasRole(user(['sport_ADMIN']), ['sport'], ['ADMIN'])).toBe(true);
    expect(hasRole(user(['sport_USER']), ['loisirs', 'sport'], ['ADMIN', 'USER'])).toBe(true);
  });
  it('fails when the scope or the role differs', () => {
    expect(hasRole(user(['sport_USER']), ['sport'], ['ADMIN'])).toBe(false);
    expect(hasRole(user(['loisirs_ADMIN']), ['sport'], ['ADMIN'])).toBe(false);
    expect(hasRole(user(['sport-ADMIN']), ['sport'], ['ADMIN'])).toBe(false);
  });
  it('passes with a shared subscription', () => {
    expect(hasRole(user([], ['AMICALE']), ['sport'], ['ADMIN'], ['HONORAIRE', 'AMICALE'])).toBe(
      true,
    );
    expect(hasRole(user([], ['UDSP']), ['sport'], ['ADMIN'], ['AMICALE'])).toBe(false);
  });
  it('lets general_SUPER-ADMIN pass every check', () => {
    expect(hasRole(user(['general_SUPER-ADMIN']), ['anything'], ['ADMIN-PERSON'])).toBe(true);
    expect(hasRole(user(['sport_SUPER-ADMIN']), ['loisirs'], ['ADMIN'])).toBe(false);
  });
  it('fails for a user with no roles and no subscriptions', () => {
    expect(hasRole(user(), ['general'], ['USER'])).toBe(false);
  });
});

describe('Commissions menu (generic commissions)', () => {
  it('lists an active commission without sub-type for its USER, ADMIN or SUPER-ADMIN', () => {
    for (const role of ['USER', 'ADMIN', 'SUPER-ADMIN']) {
      expect(canSeeGenericCommission(user([`sport_${role}`]), commission('sport'))).toBe(true);
    }
    expect(canSeeGenericCommission(user(['sport_ADMIN-PERSON']), commission('sport'))).toBe(false);
  });
  it('lists it for a subscriber the commission authorizes', () => {
    const voyages = commission('voyages', { authorizedSubscribers: ['HONORAIRE'] });
    expect(canSeeGenericCommission(user([], ['HONORAIRE']), voyages)).toBe(true);
    expect(canSeeGenericCommission(user([], ['AMICALE']), voyages)).toBe(false);
  });
  it('never lists a sub-typed or an inactive commission', () => {
    const admin = user(['general_SUPER-ADMIN'], ['AMICALE']);
    expect(canSeeGenericCommission(admin, commission('enfants', { subType: 'CHILDREN' }))).toBe(
      false,
    );
    expect(canSeeGenericCommission(admin, commission('ecole', { active: false }))).toBe(false);
  });
  it('gives access to a commission page the same way', () => {
    expect(
      canAccessCommission(
        user([], ['AMICALE']),
        commission('sport', { authorizedSubscribers: ['AMICALE'] }),
      ),
    ).toBe(true);
    expect(canAccessCommission(user(), commission('sport'))).toBe(false);
  });
});

describe('Administration de Commission', () => {
  const all = [commission('sport'), commission('loisirs'), commission('voyages')];
  it('lists the commissions the user is ADMIN or SUPER-ADMIN of', () => {
    const listed = administeredCommissions(
      user(['sport_ADMIN', 'voyages_SUPER-ADMIN', 'loisirs_USER']),
      all,
    );
    expect(listed.map((c) => c.technicalName)).toEqual(['sport', 'voyages']);
    expect(canAdministerCommission(user(['sport_USER']), commission('sport'))).toBe(false);
  });
  it('lists every commission for general_SUPER-ADMIN and none for a plain member', () => {
    expect(administeredCommissions(user(['general_SUPER-ADMIN']), all)).toHaveLength(3);
    expect(administeredCommissions(user([], ['AMICALE']), all)).toHaveLength(0);
  });
});

describe('Administration menu and items', () => {
  it('shows for a commission admin with Informations and Photos only', () => {
    const admin = user(['sport_ADMIN']);
    expect(canSeeAdministration(admin)).toBe(true);
    expect(canManageNews(admin)).toBe(true);
    expect(canManagePhotos(admin)).toBe(true);
    expect(canManageGeneral(admin)).toBe(false);
    expect(canManagePersons(admin)).toBe(false);
  });
  it('shows for general ADMIN-PERSON with Personnes only', () => {
    const personnes = user(['general_ADMIN-PERSON']);
    expect(canSeeAdministration(personnes)).toBe(true);
    expect(canManagePersons(personnes)).toBe(true);
    expect(canManageGeneral(personnes)).toBe(false);
    expect(canManageNews(personnes)).toBe(false);
    expect(canManagePhotos(personnes)).toBe(false);
  });
  it('shows Générale and Personnes for general ADMIN', () => {
    const admin = user(['general_ADMIN']);
    expect(canManageGeneral(admin)).toBe(true);
    expect(canManagePersons(admin)).toBe(true);
    expect(canManageNews(admin)).toBe(true);
  });
  it('shows every item for general SUPER-ADMIN', () => {
    const superAdmin = user(['general_SUPER-ADMIN']);
    expect(
      [
        canSeeAdministration,
        canManageGeneral,
        canManageNews,
        canManagePersons,
        canManagePhotos,
      ].every((rule) => rule(superAdmin)),
    ).toBe(true);
  });
  it('is hidden from a plain member, even with subscriptions', () => {
    const member = user(['sport_USER'], ['AMICALE', 'HONORAIRE']);
    expect(
      [
        canSeeAdministration,
        canManageGeneral,
        canManageNews,
        canManagePersons,
        canManagePhotos,
      ].some((rule) => rule(member)),
    ).toBe(false);
  });
});

describe('Person identity, calendar and own pages', () => {
  it('lets only general ADMIN or SUPER-ADMIN edit e-mail, status, memberships, newsletter', () => {
    expect(canEditPersonIdentity(user(['general_ADMIN']))).toBe(true);
    expect(canEditPersonIdentity(user(['general_SUPER-ADMIN']))).toBe(true);
    expect(canEditPersonIdentity(user(['general_ADMIN-PERSON']))).toBe(false);
    expect(canEditPersonIdentity(user(['sport_ADMIN']))).toBe(false);
  });
  it('lets calendar or general admins manage calendar orders', () => {
    expect(canManageCalendar(user(['calendrier_ADMIN']))).toBe(true);
    expect(canManageCalendar(user(['general_ADMIN']))).toBe(true);
    expect(canManageCalendar(user(['sport_ADMIN']))).toBe(false);
    expect(canManageCalendar(user(['calendrier_USER']))).toBe(false);
  });
  it("opens a calendar order's details to any calendar role and to general admins", () => {
    expect(canSeeCalendarOrder(user(['calendrier_USER']))).toBe(true);
    expect(canSeeCalendarOrder(user(['calendrier_ADMIN']))).toBe(true);
    expect(canSeeCalendarOrder(user(['general_ADMIN']))).toBe(true);
    expect(canSeeCalendarOrder(user(['general_SUPER-ADMIN']))).toBe(true);
    expect(canSeeCalendarOrder(user(['general_ADMIN-PERSON']))).toBe(false);
    expect(canSeeCalendarOrder(user(['sport_ADMIN']))).toBe(false);
    expect(canSeeCalendarOrder(user(['sport_USER'], ['AMICALE']))).toBe(false);
  });
  it('vouches for a calendar seller only on a calendar role held in person', () => {
    expect(sellsCalendars(user(['calendrier_USER']))).toBe(true);
    expect(sellsCalendars(user(['calendrier_ADMIN']))).toBe(true);
    expect(sellsCalendars(user(['general_SUPER-ADMIN']))).toBe(false);
    expect(sellsCalendars(user(['general_ADMIN']))).toBe(false);
    expect(sellsCalendars(user(['sport_USER'], ['AMICALE']))).toBe(false);
  });
  it('opens a person page to that person or a persons administrator', () => {
    expect(canSeePerson({ ...user(), userId: 12 }, 12)).toBe(true);
    expect(canSeePerson({ ...user(), userId: 12 }, 13)).toBe(false);
    expect(canSeePerson({ ...user(['general_ADMIN-PERSON']), userId: 1 }, 13)).toBe(true);
  });
});

describe('who writes news', () => {
  it('lets a commission administrator write its news, and only general administrators the general ones', () => {
    const sportAdmin = { roles: ['sport_ADMIN'], subscriptions: [] };
    const general = { roles: ['general_ADMIN'], subscriptions: [] };
    expect(canWriteNews(sportAdmin, 'sport')).toBe(true);
    expect(canWriteNews(sportAdmin, 'loisirs')).toBe(false);
    expect(canWriteNews(sportAdmin, null)).toBe(false);
    expect(canWriteNews(general, null)).toBe(true);
    expect(canWriteNews(general, 'sport')).toBe(false);
  });
});
