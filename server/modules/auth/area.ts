// The admin area, under /api/admin: each module registers its part of it here, and every part meets
// the same checks in the same order. Every answer is private and never stored (Cache-Control:
// private, no-store) nor indexed; every change must come from the site's own pages (Origin,
// originCheck.ts). Signing in is open; every other route, registered through signedIn(), sits behind
// the session check (401 without a signed-in account), the account's rights (403 when its role lacks
// the right the part or the route asks for) and, for changes, the session's anti-forgery token (403).
import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import fastifySession, { type SessionStore } from '@fastify/session';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { CSRF_HEADER, hasRight, type Right } from '../../../src/api/adminContract';
import type { Db } from '../../db/types';
import type { AdminCookies } from './cookies';
import { isSafeMethod, sameOriginOnly } from './originCheck';
import { findOwner } from './owners';
import { seenResolutionMs, type SessionLifetimes } from './sessionStore';

/** The admin area's API is mounted at /api/admin: a route's own part of an address of adminApiPaths. */
export const ADMIN_PREFIX = '/admin';
export const adminRoute = (apiPath: string) => apiPath.slice(ADMIN_PREFIX.length);

const AREA_PREFIX = `/api${ADMIN_PREFIX}`;

/** The largest request body the admin area takes, unless a route says otherwise. */
export const ADMIN_BODY_LIMIT = 16 * 1024;

export interface AdminRoute {
  method: string;
  /** The full address, e.g. /api/admin/messages/:id. */
  url: string;
  /** Whether the route answers only a signed-in account. */
  signedIn: boolean;
  /** What the route asks of the account's role, beyond being signed in. */
  right?: Right;
}

/** What every part of the area shares: made once by the auth plugin. */
export interface AdminArea {
  db: Db;
  /** The site's public origin (SITE_URL), when set. */
  siteUrl: string | undefined;
  cookies: AdminCookies;
  /** The key the area's cookies are signed with. */
  secret: string;
  sessions: SessionLifetimes;
  /** One store for every part: each then knows a session's last use, whichever part it was in. */
  store: SessionStore;
  /** Filled with every route of the area (the security tests walk it). */
  routes: AdminRoute[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the admin area, as registered. */
    adminRoutes: readonly AdminRoute[];
    /** What the parts of the admin area share (set by the auth plugin, read by signedIn). */
    adminArea: AdminArea;
  }
  interface FastifyContextConfig {
    /** The right a route of the area asks for, in place of its part's (see signedIn). */
    right?: Right;
  }
}

/** Lets the account of a live session through, with request.owner set; anyone else gets 401. */
function sessionCheck(area: AdminArea) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session as FastifyRequest['session'] | null;
    const owner = session?.ownerId === undefined ? undefined : findOwner(area.db, session.ownerId);
    if (!session || !owner) {
      return reply.code(401).send({ message: 'Please sign in to continue.' });
    }
    // The role as it is now: a change of role holds from the account's next request.
    request.owner = { id: owner.id, email: owner.email, role: owner.role };
    // Noted in the database at most this often (it is a write); the store's memory has every use.
    const now = Date.now();
    if (now - (session.seenAt ?? 0) >= seenResolutionMs(area.sessions)) session.seenAt = now;
  };
}

/** Lets through an account whose role has the right the route asks for (or else its part); 403 for others. */
function rightCheck(partRight: Right | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const right = request.routeOptions.config.right ?? partRight;
    if (right && !hasRight(request.owner.role, right)) {
      return reply.code(403).send({ message: 'Your account cannot do this. The salon’s owner can change your role.' });
    }
  };
}

/** Who may pass one part of the area: anyone (signing in), or a signed-in account with the part's right. */
type Entry = { signedIn: false } | { signedIn: true; right: Right | undefined };

/** The checks of one part of the area, in the order every request meets them. */
async function guard(app: FastifyInstance, area: AdminArea, entry: Entry): Promise<void> {
  const { signedIn } = entry;
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ADMIN_BODY_LIMIT;
  });
  // Last, so that nothing answered before it (an error, a 404) is left out.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
  app.addHook('onRequest', sameOriginOnly(area.siteUrl));

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: area.secret,
    cookieName: area.cookies.session,
    cookie: { ...area.cookies.options },
    store: area.store,
    // Only a signed-in session is kept, and only when it changed (a sign-in, a minute more of use).
    saveUninitialized: false,
    rolling: false,
  });
  await app.register(fastifyCsrfProtection, {
    sessionPlugin: '@fastify/session',
    // Only from its header: a form elsewhere can neither read the token nor set a header.
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER.toLowerCase()];
      return typeof value === 'string' ? value : undefined;
    },
  });
  app.decorateRequest('owner', null as unknown as FastifyRequest['owner']);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const right = entry.signedIn ? (route.config?.right ?? entry.right) : undefined;
    for (const method of methods) {
      if (method !== 'HEAD') area.routes.push({ method, url: route.url, signedIn, ...(right ? { right } : {}) });
    }
  });
  if (!entry.signedIn) return;
  app.addHook('onRequest', sessionCheck(area));
  app.addHook('onRequest', rightCheck(entry.right));
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (isSafeMethod(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
}

function inArea<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
  entry: Entry,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    if (!app.hasDecorator('adminArea')) throw new Error('Register the auth plugin before the admin area’s routes.');
    const area = app.adminArea;
    await app.register(
      async (part) => {
        await guard(part, area, entry);
        await part.register(routes, options);
      },
      { prefix: AREA_PREFIX },
    );
  };
}

/**
 * A module's routes in the admin area, answering only a signed-in account whose role has `right`
 * (any account when none is given): registered under /api/admin (address them with adminRoute),
 * behind the session check, the right's check and, for every change, the anti-forgery check. A
 * route may ask for another right than its part's (`config: { right }`). Inside them request.owner
 * is the signed-in account.
 */
export function signedIn<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
  right?: Right,
): FastifyPluginAsync<Options> {
  return inArea(routes, { signedIn: true, right });
}

/** Routes of the area open without a session (signing in): the area's other checks still hold. */
export function openToAll<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return inArea(routes, { signedIn: false });
}
