import { useParams } from 'react-router-dom';
import { ReservationsScreen } from '@/features/admin/commission/reservations-screen';

export function Component() {
  const { commissionName = '' } = useParams();
  return <ReservationsScreen key={commissionName} technicalName={commissionName} />;
}
