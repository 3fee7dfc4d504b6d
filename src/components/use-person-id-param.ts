import { useParams } from 'react-router-dom';

/** The numeric `personId` of the address (0 when it is not a number): a person's screens. */
export function usePersonIdParam(): number {
  const { personId } = useParams();
  const id = Number(personId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
