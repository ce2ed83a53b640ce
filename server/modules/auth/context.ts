// What auth's own routes are given, and what the session check leaves on the request.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import type { Notifier } from '../contact';
import type { Insights } from '../insights';
import type { MediaUploadLimits } from '../media';
import type { PagePreview } from '../site';
import { recordOwnerActivity } from './activity';
import type { AdminCookies } from './cookies';
import type { HashParameters } from './passwords';
import type { SessionLifetimes } from './sessionStore';
import type { ThrottlePolicies } from './throttle';

export interface AdminOwner {
  id: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner: set by the session check, so read only in the admin area's signed-in routes. */
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
  notifier: Notifier | null;
  /** The stored media (MEDIA_DIR). */
  mediaDir: string;
  /** What one upload to the media library may hold. */
  mediaLimits: MediaUploadLimits;
  /** Where uploads wait while they are checked (the system's temporary folder by default). */
  uploadTempDir?: string | undefined;
  /** The ffmpeg that cleans uploaded videos of their metadata, or null (videos are then refused). */
  ffmpeg: string | null;
  /** The server's whole-request deadline, which uploads extend by their size. */
  requestMs: number;
  /** Renders a page of the site from a draft or a version, for the editor's preview. */
  preview: PagePreview;
  /** The visit counter, whose report the salon reads. */
  insights: Insights;
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
