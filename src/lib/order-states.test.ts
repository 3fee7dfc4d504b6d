import { lineName, orderStateLabel } from './order-states';

describe("an order's state and lines in words", () => {
  it('names the three states in French and shows any other as the backend gave it', () => {
    expect(orderStateLabel('PAID')).toBe('Payée');
    expect(orderStateLabel('PENDING')).toBe('En attente');
    expect(orderStateLabel('CANCELLED')).toBe('Annulée');
    expect(orderStateLabel('REFUNDED')).toBe('REFUNDED');
    expect(orderStateLabel(undefined)).toBe('');
  });

  it("names a line by its resource, or by its number once the resource's name is gone", () => {
    expect(lineName({ resource: { id: 4, name: 'Salle des fêtes' } })).toBe('Salle des fêtes');
    expect(lineName({ resource: { id: 4, name: null } })).toBe('Ressource n° 4');
    expect(lineName({ resource: { id: 9 } })).toBe('Ressource n° 9');
  });
});
