import { startEarlyGet } from '@/api/early-get';
import { cardCheckPath } from '@/api/card-check-path';
import { paths } from '@/config/paths';
import { type AppRoute, frontDoor, route, screenFrom } from '@/lib/routes';
// A card's check at the door: a householder's phone in the street, its verdict the page's point,
// fetched beside the first script (src/app/screens.ts) and drawn as soon as it comes.
import { CardCheckScreen } from './card-check-screen';

const memberCard = screenFrom(() => import('./member-card-screen'), 'MemberCardScreen');

export const cardRoutes: AppRoute[] = [
  {
    ...frontDoor(paths.cardCheck, CardCheckScreen),
    // The verdict's call (src/api/card-check.ts), as the screen makes it.
    early: (params) => startEarlyGet(cardCheckPath(params.code ?? '')),
  },
  route(paths.memberCard, 'signed-in', memberCard),
];
