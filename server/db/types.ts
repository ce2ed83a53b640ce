import type Database from 'better-sqlite3';

/** An open connection to the content server's SQLite database. */
export type Db = Database.Database;
