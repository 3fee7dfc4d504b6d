/** An order's state in words. */
export function orderStateLabel(status: string | undefined): string {
  switch (status) {
    case 'PAID':
      return 'Payée';
    case 'PENDING':
      return 'En attente';
    case 'CANCELLED':
      return 'Annulée';
    default:
      return status ?? '';
  }
}

export const ORDER_LOAD_FAILED = "Cette commande n'a pas pu être chargée.";

/** A line's name: its resource's, or its number when the resource is gone since. */
export function lineName(line: { resource: { id: number; name?: string | null } }): string {
  return line.resource.name || `Ressource n° ${line.resource.id}`;
}
