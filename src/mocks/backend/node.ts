import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/backend/handlers';
import { strictBodies } from '@/mocks/backend/strict-bodies';

export const server = setupServer(strictBodies, ...handlers);
