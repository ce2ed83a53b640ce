// Auth: who may use the salon's admin area (/api/admin). It makes what every part of the area shares
// (the session store, the cookies and the key they are signed with, area.ts), registers its own
// routes (signing in, the owner's account and passkeys, the activity log) and tidies sessions,
// failed sign-ins and the log every hour. Every other module registers its own part of the area
// through signedIn(), after this plugin.
import fp from 'fastify-plugin';
import { pruneActivity } from './activity';
import { invitationMail, INVITATION_MAIL } from './invitationMail';
import { joinRoutes } from './invitationRoutes';
import { pruneInvitations } from './invitations';
import { type AdminRoute, openToAll, signedIn } from './area';
import { ownerRoutes, teamPartRoutes } from './ownerRoutes';
import { authContext, type AuthSettings } from './context';
import { adminCookies, adminSecret } from './cookies';
import { passkeyJoinRoutes } from './passkeys/passkeyJoin';
import { passkeySignInRoutes } from './passkeys/passkeySignIn';
import { pruneSessions, sqliteSessionStore } from './sessionStore';
import { signInRoutes } from './signInRoutes';
import { pruneFailures } from './throttle';

export type AuthOptions = AuthSettings;

const HOUSEKEEPING_MS = 60 * 60_000;

export const authPlugin = fp<AuthOptions>(
  async (app, settings) => {
    const { db } = app;
    // A site served over HTTPS gets Secure, __Host- cookies; a local one (http://localhost) plain ones.
    const cookies = adminCookies(settings.siteUrl?.startsWith('https:') ?? false);
    const secret = adminSecret(db);
    const routes: AdminRoute[] = [];
    app.decorate('adminRoutes', routes);
    app.decorate('adminArea', {
      db,
      siteUrl: settings.siteUrl,
      cookies,
      secret,
      sessions: settings.sessions,
      store: sqliteSessionStore(db, settings.sessions),
      routes,
    });
    const context = authContext({ ...settings, db, cookies, secret });
    settings.mail?.compose(INVITATION_MAIL, invitationMail(db, settings.siteUrl));
    await app.register(openToAll(signInRoutes), context);
    await app.register(openToAll(passkeySignInRoutes), context);
    await app.register(openToAll(joinRoutes), context);
    await app.register(openToAll(passkeyJoinRoutes), context);
    await app.register(signedIn(ownerRoutes), context);
    await app.register(signedIn(teamPartRoutes, 'team'), context);

    let housekeeping: NodeJS.Timeout | undefined;
    const tidy = () => {
      pruneSessions(db, settings.sessions);
      pruneFailures(db, settings.throttle);
      pruneActivity(db);
      pruneInvitations(db);
    };
    app.addHook('onReady', async () => {
      tidy();
      housekeeping = setInterval(tidy, HOUSEKEEPING_MS);
      housekeeping.unref();
    });
    app.addHook('onClose', async () => clearInterval(housekeeping));
  },
  { name: 'auth', dependencies: ['database'] },
);
