// The security headers of every answer: the content security policy (helmet), the permissions policy
// and, over HTTPS, HSTS. Built once in buildApp; sent by the securityHeaders plugin, and written by
// hand on the answers made before any route (server/lib/plainErrors.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** helmet's middleware, as built once in buildApp. */
export type SecurityHeaders = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A browser that reached the site over HTTPS once keeps to HTTPS for a year (helmet's value). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** HTTPS as the client sees it: directly, or through a trusted proxy that says so (X-Forwarded-Proto). */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

const FRAME_SOURCES = [
  'https://calendly.com',
  'https://*.calendly.com',
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
];

export interface SecurityPolicyOptions {
  /** The hashes of the build's inline scripts, read again after a rebuild. */
  inlineScripts: () => string[];
  /** The map's origin, from the content: an editor can switch map providers without a deploy. */
  mapOrigin: () => string | null;
  /** Other origins the site was built to load content and media from. */
  contentOrigins: string[];
}

/**
 * The browser features no page of the site uses, turned off for it and every frame in it (the booking
 * page, the map); passkeys stay with the site itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Built once: the middleware reads its options at construction, not per request. */
export function securityHeadersFor({
  inlineScripts,
  mapOrigin,
  contentOrigins,
}: SecurityPolicyOptions): SecurityHeaders {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // The booking page is a frame (frame-src): no script of another site runs in ours. The build's
        // own inline script (in-page links, from the first paint) is allowed by its hash.
        scriptSrc: ["'self'", () => inlineScripts().join(' ')],
        // react-slick and React style attributes set inline styles; each page's styles are in its HTML.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // The content API and the PDFs (fetched by pdf.js) may live on another origin.
        connectSrc: ["'self'", ...contentOrigins],
        // Feed images come from the social network's CDN; stored media may come from the content's origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...contentOrigins],
        mediaSrc: ["'self'", 'blob:', ...contentOrigins],
        // pdf.js runs its parser in a worker.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [
          () => {
            const origin = mapOrigin();
            return (origin && !FRAME_SOURCES.includes(origin) ? [...FRAME_SOURCES, origin] : FRAME_SOURCES).join(' ');
          },
        ],
      },
    },
    // Cross-origin isolation would block the booking and map iframes.
    crossOriginEmbedderPolicy: false,
    // The map and booking embeds may check where they are shown; they still never see our paths.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over HTTPS: over plain HTTP it means nothing, and a cache would keep it.
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}
