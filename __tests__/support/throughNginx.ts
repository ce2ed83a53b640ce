// HTTP through the test's nginx as a browser on another machine would reach it: HTTPS with the
// site's name (SNI and Host), from a loopback address of its choosing.
import http2 from 'node:http2';
import https from 'node:https';
import { SITE_NAME } from '../../deploy/harness';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's address (any of 127.0.0.0/8). */
  from?: string;
  agent?: https.Agent;
}

export function requester(port: number) {
  return (path: string, options: RequestOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          servername: SITE_NAME,
          rejectUnauthorized: false,
          localAddress: options.from,
          agent: options.agent ?? false,
          headers: { host: SITE_NAME, accept: 'text/html,*/*', ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.setTimeout(15_000, () => request.destroy(new Error(`${path} timed out`)));
      request.end(options.body);
    });
}

/** A POST of the contact form, as the site sends it. */
export function contactPost(message: string, headers: Record<string, string> = {}): RequestOptions {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      mobile: '5035550199',
      message,
    }),
  };
}

/** GET over HTTP/2: the protocol the session agreed on, and the status. */
export function overHttp2(port: number, path: string): Promise<{ protocol: string | undefined; status: number }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { servername: SITE_NAME, rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': SITE_NAME });
    stream.on('response', (headers) => {
      const status = Number(headers[':status']);
      stream.resume();
      stream.on('end', () => {
        const protocol = session.alpnProtocol;
        session.close();
        resolve({ protocol, status });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
