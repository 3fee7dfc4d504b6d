import type { Person } from './types';
import { childrenOf } from './children';

const parent = (id: number, firstName: string, relations: Person['relations']): Person => ({
  id,
  firstName,
  lastName: 'Martin',
  email: `${firstName.toLowerCase()}@exemple.fr`,
  phone: '0601020304',
  birthDate: '1980-01-01',
  cis: 'Beauregard',
  membertype: 'SPV',
  subscriptions: ['AMICALE'],
  udFnspfDoubleStatusSubscription: false,
  newsletterOptIn: false,
  relations,
});

const leo = { id: 30, firstName: 'Léo', lastName: 'Martin', birthDate: '2015-06-03' };

describe('the children of the persons list', () => {
  it('lists a child once with each parent that names it', () => {
    const children = childrenOf([
      parent(1, 'Jeanne', [
        { relatedUser: leo, relationShip: 'FAMILY', relationShipPrecision: 'Enfant' },
      ]),
      parent(2, 'Paul', [
        { relatedUser: { ...leo }, relationShip: 'FAMILY', relationShipPrecision: 'Enfant' },
      ]),
      parent(3, 'Anne', []),
    ]);
    expect(children).toHaveLength(1);
    expect(children[0].parents.map((p) => p.firstName)).toEqual(['Jeanne', 'Paul']);
    expect(children[0].parents[0]).toMatchObject({
      email: 'jeanne@exemple.fr',
      phone: '0601020304',
    });
  });

  it('tells apart children without an id by name and birth date, and skips blank relations', () => {
    const { id: _id, ...withoutId } = leo;
    const children = childrenOf([
      parent(1, 'Jeanne', [
        { relatedUser: withoutId, relationShip: 'FAMILY', relationShipPrecision: 'Enfant' },
        {
          relatedUser: { ...withoutId, firstName: 'Inès' },
          relationShip: 'FAMILY',
          relationShipPrecision: 'Enfant',
        },
        {
          relatedUser: { firstName: '', lastName: '', birthDate: '' },
          relationShip: 'FAMILY',
          relationShipPrecision: 'Enfant',
        },
      ]),
    ]);
    expect(children.map((child) => child.firstName)).toEqual(['Léo', 'Inès']);
  });
});
