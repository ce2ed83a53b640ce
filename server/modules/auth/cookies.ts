// The admin area's two cookies and the secret they are signed with. Both are HttpOnly and SameSite=Strict;
// on a site served over HTTPS (SITE_URL https://…) both are also Secure and carry the __Host- prefix,
// which tells the browser to accept them only from this very host, over HTTPS, for the whole site.
import crypto from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Db } from '../../db/types';

export interface AdminCookies {
  /** The session cookie's name. */
  session: string;
  /** The name of the cookie that marks a browser the owner has signed in with before. */
  device: string;
  /** Options every admin area cookie is set with. */
  options: CookieSerializeOptions & { secure: boolean };
}

export function adminCookies(secure: boolean): AdminCookies {
  const prefix = secure ? '__Host-' : '';
  return {
    session: `${prefix}salon_session`,
    device: `${prefix}salon_device`,
    options: { path: '/', httpOnly: true, sameSite: 'strict', secure },
  };
}

/**
 * The key the admin area signs its cookies with: made once, at random, and kept in the database, so that
 * a restart keeps everyone signed in and nothing needs configuring.
 */
export function adminSecret(db: Db): string {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'area_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const secret = crypto.randomBytes(32).toString('base64url');
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('area_secret', ?)").run(secret);
  return (db.prepare("SELECT value FROM meta WHERE key = 'area_secret'").get() as { value: string }).value;
}

/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const mac = (secret: string, email: string, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`device|${email}|${nonce}`).digest('base64url');

/** A device cookie's value for this email: only this server can make one, and only for that email. */
export function deviceToken(secret: string, email: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, email, nonce)}`;
}

/** The device's own id when `token` is one this server made for `email`, else null. */
export function verifiedDevice(secret: string, email: string, token: string | undefined): string | null {
  const [nonce, given, ...rest] = (token ?? '').split('.');
  if (!nonce || !given || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, email, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? nonce : null;
}
