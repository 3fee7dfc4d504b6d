import type { Resource } from '@/api/types';
import { seed } from '@/mocks/backend/seed';

/** A resource of the demo's seed as a member's cart holds it (what a booking keeps of it). */
function seeded(id: number): Resource {
  const found = seed().resources.find((resource) => resource.id === id);
  if (!found) throw new Error(`No resource ${id} in the seed.`);
  const { name, price, billingPeriod, commission, quantity } = found;
  return { id, name, price, billingPeriod, commission, ...(quantity ? { quantity } : {}) };
}

/** The mobil-home, booked by the day (one unit). */
export const mobilHome = seeded(10);

/** The sweat, by the unit. */
export const sweat = seeded(12);
