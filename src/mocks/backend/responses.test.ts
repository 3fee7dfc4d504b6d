import { findOr404 } from './responses';

describe('findOr404', () => {
  const persons = [
    { id: 1, name: 'Jeanne' },
    { id: 8, name: 'Nathalie' },
  ];

  it('finds a record by a numeric id given as a path parameter', () => {
    expect(findOr404(persons, '8', 'Personne')).toBe(persons[1]);
    expect(findOr404(persons, 1, 'Personne')).toBe(persons[0]);
  });

  it('finds a record by a text id as it is', () => {
    const sessions = [{ id: 'cs_demo_1' }, { id: 'cs_demo_2' }];
    expect(findOr404(sessions, 'cs_demo_2', 'Session de paiement')).toBe(sessions[1]);
    expect(findOr404(sessions, 'CS_DEMO_2', 'Session de paiement')).toBeInstanceOf(Response);
  });

  it.each([['99'], ['abc'], [undefined], ['']])(
    'answers 404 "{what} introuvable" for the id %j',
    async (id) => {
      const answer = findOr404(persons, id, 'Personne');
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Personne introuvable' });
    },
  );
});
