// The salon's admin area: one encapsulated Fastify plugin, mounted at /api/admin. Every answer
// is private and never stored (Cache-Control: private, no-store); every change must come from the
// site's own pages (Origin). Signing in is open; every other route sits behind the session check
// (401 without a signed-in owner) and, for changes, the session's anti-forgery token (403). The
// capabilities behind them are listed in capabilities.ts.
import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { CSRF_HEADER } from '../../../src/api/adminContract';
import { pruneActivity } from './activity';
import { signedInCapabilities } from './capabilities';
import { adminContext, type AdminCapability, type AdminContext, type AdminSettings } from './context';
import { isSafeMethod, sameOriginOnly } from './originCheck';
import { findOwner } from './owners';
import { pruneSessions, seenResolutionMs, sqliteSessionStore } from './sessionStore';
import { passkeySignInRoutes } from './passkeys/passkeySignIn';
import { signInRoutes } from './signInRoutes';
import { pruneFailures } from './throttle';

export interface AdminRoute {
  method: string;
  /** The full address, e.g. /api/admin/messages/:id. */
  url: string;
  /** Whether the route answers only a signed-in owner. */
  signedIn: boolean;
}

export interface AdminPluginOptions extends AdminSettings {
  /** Filled with every route the admin area registers (the security tests walk it). */
  routeTable?: AdminRoute[];
  /** The signed-in capabilities; by default those of capabilities.ts. */
  capabilities?: readonly AdminCapability[];
}

/** The largest request body the admin area takes, unless a route says otherwise. */
export const ADMIN_BODY_LIMIT = 16 * 1024;

const HOUSEKEEPING_MS = 60 * 60_000;

/** Lets the owner of a live session through, with request.owner set; anyone else gets 401. */
function sessionCheck(context: AdminContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session as FastifyRequest['session'] | null;
    const owner = session?.ownerId === undefined ? undefined : findOwner(context.db, session.ownerId);
    if (!session || !owner) {
      return reply.code(401).send({ message: 'Please sign in to continue.' });
    }
    request.owner = { id: owner.id, email: owner.email };
    // Noted in the database at most this often (it is a write); the store's memory has every use.
    const now = Date.now();
    if (now - (session.seenAt ?? 0) >= seenResolutionMs(context.sessions)) session.seenAt = now;
  };
}

/** The signed-in part: the session check, the anti-forgery check on changes, then each capability. */
function signedInPart(capabilities: readonly AdminCapability[]): FastifyPluginAsync<AdminContext> {
  return async (app, context) => {
    app.addHook('onRequest', sessionCheck(context));
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (isSafeMethod(request.method)) return done();
      app.csrfProtection(request, reply, done);
    });
    for (const capability of capabilities) await app.register(capability, context);
    // Any other address here: 404 for a signed-in owner, 401 for anyone else (the check runs first).
    const unknown = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send({ message: 'Not found.' });
    app.all('/', unknown);
    app.all('/*', unknown);
  };
}

/** The plugin, with each route it registers noted in the route table. */
function listed(
  plugin: FastifyPluginAsync<AdminContext>,
  routeTable: AdminRoute[] | undefined,
  signedIn: boolean,
): FastifyPluginAsync<AdminContext> {
  return async (app, context) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routeTable?.push({ method, url: route.url, signedIn });
    });
    await plugin(app, context);
  };
}

export const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, options) => {
  // Fastify's own options (the prefix) are not passed on to the parts registered below.
  const {
    routeTable,
    capabilities = signedInCapabilities,
    prefix: _prefix,
    ...settings
  } = options as AdminPluginOptions & {
    prefix?: string;
  };
  const context = adminContext(settings);

  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ADMIN_BODY_LIMIT;
  });

  // Last, so that nothing answered before it (an error, a 404) is left out.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
  app.addHook('onRequest', sameOriginOnly(settings.siteUrl));

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: settings.secret,
    cookieName: settings.cookies.session,
    cookie: { ...settings.cookies.options },
    store: sqliteSessionStore(settings.db, settings.sessions),
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

  await app.register(listed(signInRoutes, routeTable, false), context);
  await app.register(listed(passkeySignInRoutes, routeTable, false), context);
  await app.register(listed(signedInPart(capabilities), routeTable, true), context);

  let housekeeping: NodeJS.Timeout | undefined;
  const tidy = () => {
    pruneSessions(settings.db, settings.sessions);
    pruneFailures(settings.db, settings.throttle);
    pruneActivity(settings.db);
  };
  app.addHook('onReady', async () => {
    tidy();
    housekeeping = setInterval(tidy, HOUSEKEEPING_MS);
    housekeeping.unref();
  });
  app.addHook('onClose', async () => clearInterval(housekeeping));
};
