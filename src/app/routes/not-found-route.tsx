import { NotFound } from '@/components/status-screens';

export function Component() {
  return <NotFound />;
}
