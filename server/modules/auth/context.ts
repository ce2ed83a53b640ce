// What auth's own routes are given, and what the session check leaves on the request.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Role } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import type { MailQueue } from '../../lib/mailQueue';
import { recordOwnerActivity } from './activity';
import type { AdminCookies } from './cookies';
import type { HashParameters } from './passwords';
import type { SessionLifetimes } from './sessionStore';
import type { ThrottlePolicies } from './throttle';

export interface AdminOwner {
  id: number;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account: set by the session check, so read only in the admin area's signed-in routes. */
    owner: AdminOwner;
  }
}

export interface AuthSettings {
  /** The site's public origin (SITE_URL), when set. */
  siteUrl: string | undefined;
  /** The passkeys' relying party id (PASSKEY_RP_ID); unset, the host of the site's origin. */
  passkeyRpId?: string | undefined;
  /** Requests a minute one address may make to the passkey routes (see passkeys/relyingParty.ts). */
  passkeyRateLimits?: PasskeyRateLimits | undefined;
  sessions: SessionLifetimes;
  passwordHashing: HashParameters;
  throttle: ThrottlePolicies;
  /** Whether new contact messages are emailed to the salon: the session answer tells the site. */
  notifications: boolean;
  /** The server's mail queue, where it sends mail (SMTP_URL): invitations are emailed through it. */
  mail: MailQueue | null;
}

export interface AuthContext extends AuthSettings {
  db: Db;
  cookies: AdminCookies;
  /** The key the admin area's cookies are signed with. */
  secret: string;
  /** Records what the signed-in owner of `request` did in the activity log. */
  record: (request: FastifyRequest, action: string, detail?: string) => void;
}

/** Routes of auth's own, given its context: signing in, the owner's account, passkeys, the activity log. */
export type AuthRoutes = FastifyPluginAsync<AuthContext>;

export function authContext(settings: Omit<AuthContext, 'record'>): AuthContext {
  return {
    ...settings,
    record: (request, action, detail) => recordOwnerActivity(settings.db, request, action, detail),
  };
}

/** Requests one address may make to the passkey routes in a minute (the sign-in's own, the owner's own). */
export interface PasskeyRateLimits {
  signIn: number;
  manage: number;
}
