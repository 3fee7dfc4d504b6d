import { ChildrenScreen } from '@/features/admin/children/children-screen';

export function Component() {
  return <ChildrenScreen />;
}
