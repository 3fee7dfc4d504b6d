import { setupServer } from 'msw/node';
import { backendChain } from '@/mocks/backend/chain';
import { handlers } from '@/mocks/backend/handlers';

/** The tests' backend: see chain.ts for the order its layers go in. */
export const backend = backendChain(handlers);

export const server = setupServer(...backend);
