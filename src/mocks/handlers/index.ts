import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { commandHandlers } from './commands';
import { contactHandlers } from './contact';
import { userHandlers } from './users';

/** Every call of the backend, success paths with state; tests override failures with server.use(). */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...catalogHandlers,
  ...commandHandlers,
  ...contactHandlers,
];
