import { readRecords } from './client';
import { fetchAllPages } from './list';
import type { RelatedUser } from './types';

/** A member's child (`relations[].relatedUser`) with the members it is related to. */
export interface Child extends RelatedUser {
  parents: { id: number; firstName: string; lastName: string; email: string; phone: string }[];
}

/**
 * @assumed GET /users/children?size=: the members' children with their parents' contact, for
 * the commission administrators who organise events for them (the Christmas tree); every page.
 */
export async function fetchChildren(): Promise<Child[]> {
  const all = await fetchAllPages<Child>('/users/children');
  // Ages are counted from the birth date, and a child is listed with its parents.
  return readRecords<Child>(all, ['firstName', 'birthDate', 'parents']);
}
