import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { cardHandlers } from './cards';
import { commandHandlers } from './commands';
import { commissionHandlers } from './commissions';
import { demoHandlers } from './demo';
import { libraryHandlers } from './library';
import { mailHandlers } from './mails';
import { newsHandlers } from './news';
import { reservationHandlers } from './reservations';
import { resourceHandlers } from './resources';
import { siteConfigurationHandlers } from './site-configuration';
import { userHandlers } from './users';

/**
 * Every call of the backend, with state and the real errors. Within a domain, fixed paths come
 * before parameterised ones (`/commissions/light` before `/commissions/:id`). Tests override a
 * failure with `server.use()`.
 */
export const handlers = [
  ...authHandlers,
  ...addressHandlers,
  ...cardHandlers,
  ...userHandlers,
  ...commissionHandlers,
  ...newsHandlers,
  ...resourceHandlers,
  ...reservationHandlers,
  ...commandHandlers,
  ...libraryHandlers,
  ...mailHandlers,
  ...siteConfigurationHandlers,
  ...demoHandlers,
];
