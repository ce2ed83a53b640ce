// A loopback proxy in front of the content server that changes its pages and passes everything else
// through as the server sends it. The cross-engine tests put their page recorder in each page with it
// (engines/proxy.ts), the benchmark takes every script out (bench/run.mts).
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Changes a page's HTML; may change the headers it is sent with (its policy, say). */
export type PageRewrite = (html: string, headers: http.OutgoingHttpHeaders) => string;

/** Decides when a request goes on to the server: at once by default, later to hold it back. */
export type Admission = (request: http.IncomingMessage, go: () => void) => void;

/** Whether the browser asks for a page: the answer is then asked for whole, to be rewritten. */
function asksForPage(request: http.IncomingMessage): boolean {
  return request.headers['sec-fetch-dest'] === 'document' || /text\/html/.test(request.headers.accept ?? '');
}

/** The page compressed again as the browser accepts it, as the server would. */
function encoded(html: Buffer, accepts: string): [string | undefined, Buffer] {
  if (/\bbr\b/.test(accepts)) return ['br', brotliCompressSync(html)];
  if (/\bgzip\b/.test(accepts)) return ['gzip', gzipSync(html)];
  return [undefined, html];
}

export function pageProxy(target: URL, rewrite: PageRewrite, admit: Admission = (_request, go) => go()): http.Server {
  return http.createServer((request, response) => {
    const go = () => {
      const page = asksForPage(request);
      // The Host stays the browser's: the server's checks of a request's origin see what the browser sees.
      const headers = { ...request.headers };
      if (page) headers['accept-encoding'] = 'identity';
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
        (answer) => {
          if (!page || !/^text\/html/.test(String(answer.headers['content-type'] ?? ''))) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const outgoing: http.OutgoingHttpHeaders = { ...answer.headers };
            delete outgoing['content-encoding'];
            delete outgoing.etag;
            const html = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8'), outgoing));
            const [encoding, body] = encoded(html, String(request.headers['accept-encoding'] ?? ''));
            if (encoding) outgoing['content-encoding'] = encoding;
            outgoing['content-length'] = String(body.length);
            response.writeHead(answer.statusCode ?? 502, outgoing);
            response.end(body);
          });
          answer.on('error', () => response.destroy());
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    };
    admit(request, go);
  });
}
