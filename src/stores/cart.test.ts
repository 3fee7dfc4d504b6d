import type { CartReservation } from '@/api/types';
import { isCartReservation, useCart } from './cart';

const GITE: CartReservation = {
  resource: { id: 7, name: 'Gîte de Gourdon', price: 30, billingPeriod: 'DAY' },
  quantity: 2,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
};

const BADGE: CartReservation = {
  resource: { id: 3, name: 'Écusson', price: 4.5, billingPeriod: 'ITEM' },
  quantity: 1,
};

/** What a reload finds in storage under `cart`, read again as at start. */
async function startWith(stored: string): Promise<CartReservation[]> {
  localStorage.setItem('cart', stored);
  await useCart.persist.rehydrate();
  return useCart.getState().reservations;
}

const persisted = (reservations: unknown, version = 1) =>
  JSON.stringify({ state: { reservations }, version });

describe('the stored cart at start', () => {
  beforeEach(() => {
    // A fresh start: nothing in memory yet.
    useCart.setState({ reservations: [], recapOpen: false });
  });

  it('keeps a well-formed cart', async () => {
    expect(await startWith(persisted([GITE, BADGE]))).toEqual([GITE, BADGE]);
  });

  it('keeps reservations whose dates are null', async () => {
    const undated = { ...BADGE, startDate: null, endDate: null };
    expect(await startWith(persisted([undated]))).toEqual([undated]);
  });

  it.each([
    ['garbage JSON', '{not json'],
    ['reservations that are not a list', JSON.stringify({ state: { reservations: 'x' } })],
    ['a reservation without resource', persisted([GITE, { quantity: 1 }])],
    ['a resource without a price', persisted([{ ...GITE, resource: { id: 7, name: 'Gîte' } }])],
    [
      'a resource price that is a string',
      persisted([{ ...GITE, resource: { ...GITE.resource, price: '30' } }]),
    ],
    ['a negative quantity', persisted([{ ...GITE, quantity: -2 }])],
    ['a zero quantity', persisted([{ ...GITE, quantity: 0 }])],
    ['a fractional quantity', persisted([{ ...GITE, quantity: 1.5 }])],
    ['a start date that is not a date', persisted([{ ...GITE, startDate: '01/07/2026' }])],
    ['an end date that is not a date', persisted([{ ...GITE, endDate: 'demain' }])],
    ['a cart of an older version', persisted([GITE], 0)],
  ])('discards %s', async (_label, stored) => {
    expect(await startWith(stored)).toEqual([]);
  });
});

describe('isCartReservation', () => {
  it.each([
    ['a dated reservation', GITE],
    ['an undated reservation', BADGE],
    ['null dates', { ...BADGE, startDate: null, endDate: null }],
  ])('accepts %s', (_label, value) => {
    expect(isCartReservation(value)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'Gîte'],
    ['no resource', { quantity: 1 }],
    ['a resource that is a string', { ...GITE, resource: 'Gîte' }],
    ['a string resource id', { ...GITE, resource: { ...GITE.resource, id: '7' } }],
    ['a resource without name', { ...GITE, resource: { id: 7, price: 30 } }],
    ['an infinite price', { ...GITE, resource: { ...GITE.resource, price: Infinity } }],
    ['a NaN price', { ...GITE, resource: { ...GITE.resource, price: Number.NaN } }],
    ['no quantity', { resource: GITE.resource }],
    ['a quantity in a string', { ...GITE, quantity: '2' }],
    ['a negative quantity', { ...GITE, quantity: -1 }],
    ['a zero quantity', { ...GITE, quantity: 0 }],
    ['a fractional quantity', { ...GITE, quantity: 0.5 }],
    ['a French start date', { ...GITE, startDate: '01/07/2026' }],
    ['a date with a time', { ...GITE, startDate: '2026-07-01T10:00:00Z' }],
    ['a numeric end date', { ...GITE, endDate: 20260703 }],
  ])('refuses %s', (_label, value) => {
    expect(isCartReservation(value)).toBe(false);
  });
});

describe('the cart read again', () => {
  it('says a line repriced when its resource changed its price, or its billing period alone', () => {
    useCart.setState({ reservations: [GITE, BADGE] });
    expect(
      useCart.getState().refresh([
        { ...GITE.resource, billingPeriod: 'ITEM_DAY' },
        { ...BADGE.resource, description: 'Brodé' },
      ]),
    ).toEqual(['Gîte de Gourdon']);
    expect(useCart.getState().reservations[0].resource.billingPeriod).toBe('ITEM_DAY');
    expect(useCart.getState().refresh([{ ...BADGE.resource, price: 5 }])).toEqual(['Écusson']);
  });
});
