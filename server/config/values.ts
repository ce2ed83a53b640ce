// The kinds of value the server's environment holds, each parsed and checked with a clear message:
// unset and empty both mean the default.
import { z } from 'zod';
import { fromProjectRoot } from '../paths';
import { isValidEmail } from '../../src/api/model/values';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty variables both mean "use the default". */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const pathVar = (fallback: string) => optionalText.transform((v) => fromProjectRoot(v ?? fallback));

/** The value as an http(s) URL, or null when it is none. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  } catch {
    // not a URL
  }
  return null;
}

/** The origin of an absolute http(s) prefix ("https://cms.example.com/api" → "https://cms.example.com"); none for a path. */
export const prefixOrigin = optionalText.transform((v, ctx) => {
  if (v === undefined || !/^[a-z][a-z\d+.-]*:/i.test(v)) return undefined;
  const url = httpUrl(v);
  if (url) return url.origin;
  ctx.addIssue({ code: 'custom', message: 'expected a path such as /api or an http(s) URL' });
  return z.NEVER;
});

/** An http(s) origin such as https://www.example-salon.com (a trailing slash is dropped; no path). */
export function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
      return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A whole number of at least `min`, or the default when unset. */
export const wholeNumber = (fallback: number, min: number) =>
  optionalText.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!(Number.isSafeInteger(n) && n >= min)) {
      ctx.addIssue({ code: 'custom', message: `expected a whole number of ${min} or more` });
      return z.NEVER;
    }
    return n;
  });

/** A comma-separated list of email addresses. */
export const emailList = optionalText.transform((v, ctx) => {
  if (v === undefined) return [];
  const addresses = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !isValidEmail(address));
  if (wrong !== undefined) {
    ctx.addIssue({ code: 'custom', message: `"${wrong}" is not an email address` });
    return z.NEVER;
  }
  return addresses;
});

/** A TCP port, 3000 when unset. */
export const port = optionalText.transform((v, ctx) => {
  if (v === undefined) return 3000;
  const port = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    ctx.addIssue({ code: 'custom', message: 'expected a port number from 0 to 65535' });
    return z.NEVER;
  }
  return port;
});

/** A comma-separated list of http(s) origins, each once. */
export const originList = optionalText.transform((v, ctx) => {
  if (v === undefined) return [];
  const origins: string[] = [];
  for (const item of v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = parseOrigin(item.replace(/\/+$/, ''));
    if (!origin) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item}" is not an origin: expected a comma-separated list such as https://www.example-salon.com,https://preview.example-salon.com`,
      });
      return z.NEVER;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
});
