// Slow clients: a connection that trickles its request in, or sits idle, is closed by the server,
// so a handful of machines cannot hold every socket open.
import net from 'node:net';
import { SERVER_TIMEOUTS } from '../../server/app';
import { buildTestApp, type TestApp, type TestAppOptions } from '../support/build';

jest.setTimeout(30_000);

const servers: TestApp[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  const server = await buildTestApp({ prefix: 'salon-slow', ...options });
  servers.push(server);
  return server;
}

/** The same rules, scaled down so the test does not wait for the real values. */
const quick = { headersMs: 600, requestMs: 1200, keepAliveMs: 400, idleSocketMs: 5000, checkIntervalMs: 100 };

/**
 * Writes `first` at once, then the rest of `trickle` one byte per `everyMs`, and reports whether the
 * server closed the connection before the client had sent it all, and what it answered.
 */
function trickle(port: number, first: string, rest: string, everyMs: number) {
  return new Promise<{ closedByServer: boolean; answer: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedByServer, answer });
    };
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      if (first) socket.write(first);
      timer = setInterval(() => {
        if (sent >= rest.length) return finish(false);
        socket.write(rest[sent]!);
        sent += 1;
      }, everyMs);
    });
  });
}

it('sets the documented timeouts on the real server', async () => {
  const { app } = await start();
  expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
  // Node's one deadline for every request is off: the app keeps one per request (server/plugins/requestDeadlines.ts).
  expect(app.server.requestTimeout).toBe(0);
  expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
  expect(app.server.timeout).toBe(SERVER_TIMEOUTS.idleSocketMs);
  expect(SERVER_TIMEOUTS.requestMs + SERVER_TIMEOUTS.checkIntervalMs).toBeLessThan(30_000);
});

it('drops a client that sends its headers a byte at a time', async () => {
  const { port } = await start({ timeouts: quick });
  const request = 'GET /api/contact-page HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(100) + '\r\n\r\n';
  const result = await trickle(port, '', request, 100);
  expect(result.closedByServer).toBe(true);
  expect(result.answer).not.toContain('200 OK');
});

it('drops a client that sends its body a byte at a time', async () => {
  const { port } = await start({ timeouts: quick });
  const body = JSON.stringify({ first_name: 'Slow', message: 'x'.repeat(100) });
  const head =
    'POST /api/submit-contact-form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${body.length}\r\n\r\n`;
  const result = await trickle(port, head, body, 100);
  expect(result.closedByServer).toBe(true);
  expect(result.answer).not.toMatch(/HTTP\/1\.1 (201|422)/);
});

it('closes a kept-alive connection that stays idle', async () => {
  const { port } = await start({ timeouts: quick });
  const result = await trickle(
    port,
    'GET /api/contact-page HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    ' '.repeat(1),
    10_000,
  );
  expect(result.answer).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(result.closedByServer).toBe(true);
});

it('answers a client that sends at a normal pace', async () => {
  const { port } = await start({ timeouts: quick });
  const result = await trickle(
    port,
    'GET /api/contact-page HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    '',
    1000,
  );
  expect(result.answer).toMatch(/^HTTP\/1\.1 200 OK/);
});

it('never cuts off an answer the server takes longer than the request deadline and the idle timeout to make', async () => {
  const { origin } = await start({
    timeouts: { ...quick, idleSocketMs: 300 },
    beforeListen: (app) => {
      // Work that takes longer than both, as an image waiting its turn on a busy server does.
      app.get('/slow-answer', async () => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return { done: true };
      });
    },
  });
  const answer = await fetch(`${origin}/slow-answer`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ done: true });
});
