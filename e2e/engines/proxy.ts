// What stands between the browsers and the content server in the cross-engine tests: a loopback proxy
// that puts the page recorder (pageRecorder.ts) at the top of every page, its hash added to the
// Content-Security-Policy so that the policy is otherwise the server's own, and that, on a second
// port, holds back the app's code (everything under /static/js/) until the test lets it through: the
// page the server drew, before the app starts. WebKit's WebDriver cannot intercept requests, and
// Firefox's could, but one way for both keeps the engines' quirks out of the journeys.
import crypto from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageProxy, type PageRewrite } from '../pageProxy';
import { RECORDER_SCRIPT } from './pageRecorder';

const RECORDER_HASH = `'sha256-${crypto.createHash('sha256').update(RECORDER_SCRIPT).digest('base64')}'`;

/** The app's code: the entry is written into the page itself, everything else comes from here. */
const APP_CODE = /^\/static\/js\//;

export interface SiteProxy {
  /** The site, with the recorder in every page. */
  origin: string;
  /** The same, but the app's code waits until `release()` (or the browser gives up on it). */
  heldOrigin: string;
  /** Lets every held request through, and any made later until `hold()`. */
  release(): void;
  /** Holds the app's code again (the default). */
  hold(): void;
  /** How many requests for the app's code are waiting now. */
  held(): number;
  close(): Promise<void>;
}

function withRecorderHash(policy: string): string {
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive} ${RECORDER_HASH}` : directive))
    .join(';');
}

/** The page with the recorder at the top of its head, and the recorder's hash in its policy. */
const withRecorder: PageRewrite = (html, headers) => {
  const policy = headers['content-security-policy'];
  if (typeof policy === 'string') headers['content-security-policy'] = withRecorderHash(policy);
  return html.replace(/<head([^>]*)>/i, (head) => `${head}<script>${RECORDER_SCRIPT}</script>`);
};

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export async function startProxy(siteOrigin: string): Promise<SiteProxy> {
  const target = new URL(siteOrigin);
  const waiting = new Set<() => void>();
  let holding = true;

  const plain = pageProxy(target, withRecorder);
  const held = pageProxy(target, withRecorder, (request, go) => {
    if (!holding || !APP_CODE.test(new URL(request.url ?? '/', 'http://x').pathname)) {
      go();
      return;
    }
    const let_go = () => {
      waiting.delete(let_go);
      go();
    };
    waiting.add(let_go);
    // A page left behind stops waiting.
    request.socket.once('close', () => waiting.delete(let_go));
  });
  // Keep-alive sockets would keep close() waiting.
  for (const server of [plain, held]) server.keepAliveTimeout = 1000;

  const [origin, heldOrigin] = await Promise.all([listen(plain), listen(held)]);
  return {
    origin,
    heldOrigin,
    release() {
      holding = false;
      for (const go of [...waiting]) go();
    },
    hold() {
      holding = true;
    },
    held: () => waiting.size,
    async close() {
      for (const server of [plain, held]) server.closeAllConnections();
      await Promise.all([plain, held].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
