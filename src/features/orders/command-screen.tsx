import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { fetchCommand } from '../../api/commands';
import type { Reservation } from '../../api/types';
import { type Column, DataTable } from '../../components/data-table';
import { Screen } from '../../components/screen';
import { formatDate, formatEuro } from '../../lib/format';
import { cartLinePrice } from '../../lib/pricing';
import { ORDER_LOAD_FAILED, orderStateLabel } from '../../lib/order-states';

const LINES: Column<Reservation>[] = [
  { key: 'name', header: 'Réservation', cell: (line) => line.resource.name },
  {
    key: 'dates',
    header: 'Dates',
    cell: (line) =>
      line.startDate
        ? `du ${formatDate(line.startDate)} au ${formatDate(line.endDate ?? line.startDate)}`
        : '—',
  },
  { key: 'quantity', header: 'Quantité', align: 'end', cell: (line) => line.quantity },
  { key: 'price', header: 'Prix', align: 'end', cell: (line) => formatEuro(cartLinePrice(line)) },
];

/** `/command/{id}` (CONTRACT §8): `Commande n° {id}`, its lines, `Total` and its state. */
export function CommandScreen() {
  const commandId = Number(useParams().commandId) || 0;
  const order = useQuery({
    queryKey: ['commands', commandId],
    queryFn: () => fetchCommand(commandId),
  });
  return (
    <Screen
      title={`Commande n° ${commandId}`}
      load={order}
      loading="Chargement de la commande…"
      error={ORDER_LOAD_FAILED}
    >
      {(loaded) => (
        <>
          <p>
            {formatDate(loaded.date)} · <strong>{orderStateLabel(loaded.status)}</strong>
          </p>
          <DataTable
            caption={`Lignes de la commande n° ${loaded.id}`}
            rows={loaded.reservations ?? []}
            columns={LINES}
            rowKey={(line) => line.id}
            empty="Cette commande n'a pas de ligne."
            footer={[{ name: 'Total', price: formatEuro(loaded.total ?? 0) }]}
          />
        </>
      )}
    </Screen>
  );
}
