import { useParams } from 'react-router-dom';
import { CommissionAdminScreen } from '@/features/admin/commission/commission-admin-screen';

export function Component() {
  const { commissionName = '', commissionId } = useParams();
  const id = Number(commissionId);
  return (
    <CommissionAdminScreen
      key={`${commissionName}/${commissionId}`}
      technicalName={commissionName}
      commissionId={Number.isInteger(id) && id > 0 ? id : 0}
    />
  );
}
