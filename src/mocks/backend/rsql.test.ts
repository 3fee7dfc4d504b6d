import { rsqlContains, rsqlAll, rsql } from '@/api/list';
import { rsqlPredicate } from './rsql';

const rows = [
  {
    id: 1,
    lastName: 'Dupont',
    email: 'jean@exemple.fr',
    subscriptions: ['AMICALE'],
    cis: 'Le Blosne',
  },
  { id: 2, lastName: 'Martin', email: 'dupond@exemple.fr', subscriptions: [], cis: 'Autre' },
  {
    id: 3,
    lastName: "D'Artagnan",
    email: 'dart@exemple.fr',
    subscriptions: ['UDSP'],
    cis: 'Autre',
  },
];
const ids = (search: string | undefined) =>
  rows.filter(rsqlPredicate(search ?? '')).map((row) => row.id);

describe('RSQL as the embedded backend reads the app search', () => {
  it('groups an OR inside an AND, as the persons search does', () => {
    const search = rsqlAll(rsqlContains(['lastName', 'email'], 'dup'), rsql({ cis: 'Autre' }));
    expect(search).toBe('(lastName==*dup*,email==*dup*);cis==Autre');
    expect(ids(search)).toEqual([2]);
  });

  it('reads quoted values, lists and comparisons', () => {
    expect(ids(rsqlContains(['lastName'], "d'art"))).toEqual([3]);
    expect(ids(rsql({ cis: ['Le Blosne', 'Autre'] }))).toEqual([1, 2, 3]);
    expect(ids('id=gt=1;id=le=2')).toEqual([2]);
    expect(ids('subscriptions==AMICALE')).toEqual([1]);
    expect(ids('subscriptions=out=(AMICALE,UDSP)')).toEqual([2]);
  });

  it('reads a field through a list, as a join does', () => {
    const orders = [
      { id: 1, reservations: [{ resource: { commission: 'sport' } }] },
      { id: 2, reservations: [{ resource: { commission: 'loisirs' } }, { resource: {} }] },
    ];
    const found = orders.filter(rsqlPredicate('reservations.resource.commission==loisirs'));
    expect(found.map((order) => order.id)).toEqual([2]);
  });

  it('asks =isnull= of a field, through a list as a join does (the dues orders)', () => {
    const orders = [
      { id: 1, reservations: [{ resource: { commission: 'sport' } }] },
      { id: 2, reservations: [{ resource: { name: 'Cotisation SPV' } }] },
      { id: 3, reservations: [] },
    ];
    const found = (search: string) => orders.filter(rsqlPredicate(search)).map(({ id }) => id);
    expect(found('reservations.resource.commission=isnull=true')).toEqual([2]);
    expect(found('reservations.resource.commission=isnull=false')).toEqual([1]);
    expect(ids('cis=isnull=true')).toEqual([]);
    expect(ids('nickname=isnull=true')).toEqual([1, 2, 3]);
  });

  it('matches nothing on a field the backend does not expose (a password)', () => {
    const persons = [{ id: 1, email: 'jean@exemple.fr', password: 'Caserne-35' }];
    expect(persons.filter(rsqlPredicate('password==Caserne-35'))).toHaveLength(1);
    expect(persons.filter(rsqlPredicate('password==Caserne-35', ['password']))).toEqual([]);
    expect(persons.filter(rsqlPredicate('email==jean*,password==C*', ['password']))).toEqual([]);
    expect(persons.filter(rsqlPredicate('email==jean*', ['password']))).toHaveLength(1);
  });

  it('matches nothing when the search cannot be read', () => {
    expect(ids('(lastName==Dupont')).toEqual([]);
    expect(ids('lastName')).toEqual([]);
  });
});
