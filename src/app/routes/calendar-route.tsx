import { UpcomingScreen } from '../../components/status-screens';
import { env } from '../../config/env';

export function Component() {
  return <UpcomingScreen title={`Achat du Calendrier ${env.calendarYear}`} />;
}
