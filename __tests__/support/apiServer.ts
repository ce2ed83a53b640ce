// The one fake of the content API for the site's tests: msw at the fetch boundary, listening for
// every test file (setupSite.ts), with each file declaring the answers it needs.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** The API answers of this test file; a test can add its own for itself with server.use(). */
export function answerApiWith(...handlers: RequestHandler[]): void {
  server.resetHandlers(...handlers);
}
