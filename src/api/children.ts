import { queryOptions } from '@tanstack/react-query';
import { type ReadOptions, fetchAllPages } from './list';
import { readKept } from './read-progress';
import { type ReadList, keepMarks } from './read-list';
import { personsKeys } from './persons';
import { type Person, type RelatedUser, personSchema } from './schemas/person';

/** A member's child (`relations[].relatedUser`) with the members it is related to. */
export interface Child extends RelatedUser {
  parents: { id: number; firstName: string; lastName: string; email: string; phone: string }[];
}

/** One child however many parents list it: its id, else its name and birth date. */
function childKey(child: RelatedUser): string {
  return child.id
    ? `id:${child.id}`
    : `${child.firstName}|${child.lastName}|${child.birthDate}`.toLowerCase();
}

/** The children of `persons` (their `relations[].relatedUser`), each with its parents. */
export function childrenOf(persons: readonly Person[]): Child[] {
  const children = new Map<string, Child>();
  for (const person of persons) {
    for (const relation of person.relations ?? []) {
      const child = relation.relatedUser;
      if (!child?.firstName || !child.birthDate) continue;
      const key = childKey(child);
      const entry = children.get(key) ?? { ...child, parents: [] };
      entry.parents.push({
        id: Number(person.id),
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone ?? '',
      });
      children.set(key, entry);
    }
  }
  return [...children.values()];
}

/**
 * The members' children, read from the persons list (`GET /users`, every page): a child is a
 * person's `relations[].relatedUser`, and nothing else holds them. For persons administrators,
 * who may read every person.
 */
export async function fetchChildren(options: ReadOptions = {}): Promise<ReadList<Child>> {
  // A parent is shown with a name and an e-mail to reach them: a person cut short is left out,
  // and the list says how many were.
  const persons = await fetchAllPages(
    '/users',
    personSchema,
    { sort: 'lastName,asc' },
    500,
    options,
  );
  return keepMarks(persons, childrenOf(persons));
}

export const childrenQuery = () =>
  queryOptions({
    queryKey: personsKeys.children,
    // The read's progress is kept under its key while it runs (`readKept`).
    queryFn: ({ queryKey, signal }) => readKept(queryKey, signal, fetchChildren),
  });
