// The SQLite database, opened (and its schema brought up to date) once for the whole server.
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const database = fp<{ dbPath: string }>(
  async (app, { dbPath }) => {
    const db = openDatabase(dbPath);
    app.decorate('db', db);
    // After every module's own (child plugins close first): they may still write on their way out.
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
