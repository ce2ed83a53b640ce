// The content's set-up: the demo content goes into an empty database, and from then on every
// change to the content is announced (app.contentChanged, and the shared cache's purge).
import fp from 'fastify-plugin';
import { contentChangeNotifier, type PurgeOptions } from './purge';
import { seedIfNeeded } from './seed';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after a change to the content commits (a publish): a shared cache with a purge endpoint
     * (PURGE_URL) drops its copies at once. Changes made by other processes are noticed anyway.
     */
    contentChanged(): Promise<void>;
  }
}

export interface ContentSetupOptions {
  contentDir: string;
  purge?: PurgeOptions | undefined;
}

export const contentSetup = fp<Pick<ContentSetupOptions, 'contentDir'>>(
  async (app, { contentDir }) => {
    const { seeded } = seedIfNeeded(app.db, contentDir);
    if (seeded) app.log.info({ contentDir }, 'Seeded the database with the demo content');
  },
  { name: 'content-setup', dependencies: ['database'] },
);

/** From the seeded content (and the media adopted) on: what goes in at start is no change a cache has seen. */
export const contentChanges = fp<Pick<ContentSetupOptions, 'purge'>>(
  async (app, { purge }) => {
    const changes = contentChangeNotifier(app.db, purge, app.log);
    app.decorate('contentChanged', changes.contentChanged);
    app.addHook('onClose', async () => changes.close());
  },
  { name: 'content-changes', dependencies: ['database'] },
);
