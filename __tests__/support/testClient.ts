// For the server tests only: talks to a built app over real HTTP on a loopback port and answers in
// the shape of Fastify's inject(). inject's own client (light-my-request) depends on ESM-only
// packages that jest cannot load on Node 20, and real sockets also let the tests send paths exactly
// as written (a fetch or URL object would normalise "../" away before the server saw it).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** Objects are sent as JSON (with that content type unless one is given). */
  payload?: string | Buffer | object;
}

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json<T = unknown>(): T;
}

export type TestClient = (request: TestRequest) => Promise<TestResponse>;

/** Starts the app on a free loopback port; closing the app closes the port. */
export async function listenForTests(app: FastifyInstance): Promise<TestClient> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return (request) =>
    new Promise<TestResponse>((resolve, reject) => {
      const headers: Record<string, string> = { connection: 'close', ...request.headers };
      let body: Buffer | undefined;
      if (request.payload !== undefined) {
        if (typeof request.payload === 'string' || Buffer.isBuffer(request.payload)) {
          body = Buffer.from(request.payload);
        } else {
          body = Buffer.from(JSON.stringify(request.payload));
          headers['content-type'] ??= 'application/json';
        }
        headers['content-length'] = String(body.length);
      }
      let answered = false;
      const outgoing = http.request(
        { host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.url, headers },
        (incoming) => {
          answered = true;
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            const text = rawPayload.toString('utf8');
            resolve({
              statusCode: incoming.statusCode ?? 0,
              headers: incoming.headers,
              rawPayload,
              body: text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      // A server may answer (413) and hang up before a large body is fully written; the answer counts.
      outgoing.on('error', (error) => {
        if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 50);
      });
      if (body) outgoing.write(body);
      outgoing.end();
    });
}

/**
 * Sends bytes exactly as given on a socket of their own to the loopback port, and returns everything
 * the server writes until it closes: for requests no HTTP client would send, and for the answers
 * Node's parser gives before any route.
 */
export function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}
