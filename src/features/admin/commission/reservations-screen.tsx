import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { administeredCommissionQuery } from '@/api/commissions';
import { Screen } from '@/components/screen';
import { COMMISSION_LOAD_FAILED } from './commission-admin-messages';
import { ReservationsPanel } from './reservations-panel';

/** `/management/commissions/reservations/{name}`: `Réservations {name}`. */
export function ReservationsScreen() {
  const { commissionName = '' } = useParams();
  return <CommissionReservations key={commissionName} technicalName={commissionName} />;
}

function CommissionReservations({ technicalName }: { technicalName: string }) {
  const commission = useQuery(administeredCommissionQuery(technicalName));
  return (
    <Screen
      title={`Réservations ${commission.data?.name ?? ''}`.trim()}
      load={commission}
      loading="Chargement de la commission…"
      error={COMMISSION_LOAD_FAILED}
    >
      {(loaded) => <ReservationsPanel technicalName={loaded.technicalName} />}
    </Screen>
  );
}
