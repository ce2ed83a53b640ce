// What the server answers before any route: the security headers on every answer, Node's parser
// errors included; HSTS only over HTTPS; one Host per request; Host variants that cannot push the
// site's own pages out of the page cache; and a 503 with Retry-After while it shuts down.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../server/app';
import { renderPage, type RenderPage } from '../../src/renderPage';
import { buildTestApp, type TestApp } from '../support/build';
import { rawExchange, type TestClient } from '../support/testClient';

const servers: TestApp[] = [];
let renders = 0;
const countingRender: RenderPage = async (...args) => {
  renders += 1;
  return renderPage(...args);
};

jest.setTimeout(60_000);

async function start(
  options: Partial<BuildAppOptions> = {},
  addRoutes: (app: FastifyInstance) => void = () => undefined,
) {
  const server = await buildTestApp({
    prefix: 'salon-edge',
    drawPages: true,
    renderer: async () => countingRender,
    ...options,
    beforeListen: addRoutes,
  });
  servers.push(server);
  return server;
}

let client: TestClient;
let port: number;

beforeAll(async () => {
  ({ client, port } = await start());
});

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
});

/** Sends bytes as they are to the first server and returns everything it writes until it closes. */
const raw = (request: string) => rawExchange(port, request);

const headersOf = (answer: string) =>
  Object.fromEntries(
    answer
      .slice(0, answer.indexOf('\r\n\r\n'))
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  ) as Record<string, string>;

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe("answers Node's parser and the protocol rules give", () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['headers too large', `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request with two Host headers', 'GET /about HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n', 400],
    ['an HTTP/1.1 request without Host', 'GET /about HTTP/1.1\r\n\r\n', 400],
    ['an Expect the server cannot meet', 'GET / HTTP/1.1\r\nHost: a\r\nExpect: the-moon\r\n\r\n', 417],
  ])('%s: answered with the security headers, kept by no cache', async (_what, request, status) => {
    const answer = await raw(request);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expectSecurityHeaders(headersOf(answer));
    expect(headersOf(answer).connection).toBe('close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: expect.any(String) });
  });

  it('still answers one Host, and HTTP/1.0 without one', async () => {
    expect(await raw('GET /about HTTP/1.1\r\nHost: a.example\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(await raw('GET /about HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS as a trusted proxy reports it, and never over plain HTTP', async () => {
    const { client: proxied } = await start({ trustProxy: '127.0.0.1' });
    const secure = await proxied({ url: '/about', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const error = await proxied({ url: '/api/nothing', headers: { 'x-forwarded-proto': 'https' } });
    expect(error.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await proxied({ url: '/about' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, anyone could claim HTTPS.
    const claimed = await client({ url: '/about', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Host variants and the page cache', () => {
  it("never push the site's own pages out, however many there are", async () => {
    // Room for about 30 pages of the site's own, and 4 of other hosts'.
    const small = await start({ pageCacheMaxBytes: 2 * 1024 * 1024 });
    const own = { host: `127.0.0.1:${small.port}` };
    const ownPages = ['/', '/about', '/services', '/gallery', '/products', '/contact'];
    for (const url of ownPages) expect((await small.client({ url, headers: own })).statusCode).toBe(200);
    const before = renders;
    for (let i = 0; i < 80; i += 1) {
      await small.client({ url: ownPages[i % ownPages.length]!, headers: { host: `h${i}.attacker.example` } });
    }
    expect(renders - before).toBe(80);
    for (const url of ownPages) await small.client({ url, headers: own });
    expect(renders - before).toBe(80);
  });

  it('draws one page for every Host when SITE_URL names the origin', async () => {
    const fixed = await start({ siteUrl: 'https://www.example-salon.com' });
    await fixed.client({ url: '/about' });
    const before = renders;
    for (let i = 0; i < 20; i += 1) await fixed.client({ url: '/about', headers: { host: `h${i}.example` } });
    expect(renders).toBe(before);
  });
});

describe('shutting down', () => {
  it('answers what arrives meanwhile with 503 and Retry-After, and closes the connection', async () => {
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const { app, port: closingPort } = await start({}, (app) =>
      app.get('/slow', async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { ok: true };
      }),
    );
    const body = JSON.stringify({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      mobile: '5035550199',
      message: 'x'.repeat(20),
    });
    // A connection busy with one request when the server begins to close, on which a contact
    // message arrives next (a proxy's kept-alive connection does this).
    const socket = net.connect(closingPort, '127.0.0.1', () => socket.write('GET /slow HTTP/1.1\r\nHost: a\r\n\r\n'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await slowStarted;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(
      `POST /api/submit-contact-form HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    await ended;
    await closed;
    const text = Buffer.concat(chunks).toString('utf8');
    const second = text.slice(text.indexOf('HTTP/1.1', 10));
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    const headers = headersOf(second);
    expect(headers['retry-after']).toBe('5');
    expect(headers.connection).toBe('close');
    expectSecurityHeaders(headers);
    expect((JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)) as { message: string }).message).toMatch(
      /try again/,
    );
  });
});
