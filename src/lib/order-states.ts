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
