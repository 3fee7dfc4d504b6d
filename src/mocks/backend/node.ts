import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/backend/handlers';

export const server = setupServer(...handlers);
