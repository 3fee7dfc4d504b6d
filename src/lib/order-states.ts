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

export const ORDERS_LOAD_FAILED = "Les commandes n'ont pas pu être chargées.";
export const ORDER_LOAD_FAILED = "Cette commande n'a pas pu être chargée.";
