import type { Resource } from '@/api/types';

/**
 * Two resources of the demo's seed as a member's cart holds them: the mobil-home, booked by the
 * day (one unit), and the sweat, by the unit.
 */
export const mobilHome: Resource = {
  id: 10,
  name: 'Mobil-home à Erquy',
  price: 45,
  billingPeriod: 'DAY',
  commission: 'loisirs',
  quantity: 1,
};

export const sweat: Resource = {
  id: 12,
  name: 'Sweat de l’amicale',
  price: 28,
  billingPeriod: 'ITEM',
  commission: 'sport',
};
