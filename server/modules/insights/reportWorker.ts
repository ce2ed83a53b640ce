// The visit report and its CSV's days in a thread of their own, on a read-only connection to the same
// database: however long a period, the event loop that answers visitors never waits for them. One
// thread, started on the first call and kept; calls queue on it. A database in memory has no file a
// thread could open: there they run in place.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { InsightsPeriod, InsightsReport } from '../../../src/api/insightsContract';
import type { Db } from '../../db/types';
import { buildReport, reportDays, type ReportSettings } from './report';

type Days = InsightsReport['days'];

/** Builds a period's report, or only its days (what the CSV holds), somewhere. */
export interface ReportRunner {
  report(period: InsightsPeriod, settings: ReportSettings): Promise<InsightsReport>;
  days(period: InsightsPeriod): Promise<Days>;
}

/**
 * This file under tsx, or the compiled `reportWorker.cjs` beside the compiled server
 * (scripts/build-server.mjs), whose bundle this code is part of.
 */
const WORKER_FILE = path.join(__dirname, `reportWorker${path.extname(__filename)}`);

const ROLE = 'insights-report';

/**
 * The thread's heap. Left to itself, V8 sizes a thread's heap by the machine's memory and grew this
 * one by some 200 MB over a few dozen year-long reports; the longest period's report works in 32 MB.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * How much lower than the server's the thread's processor priority is: on a machine of few cores, a
 * year-long report would otherwise take turns with the thread that answers visitors.
 */
const THREAD_NICENESS = 10;

/**
 * Lowers this thread's priority, not the process's: Linux gives each thread its own (the thread's id,
 * read from /proc, stands for a process id). Elsewhere the thread keeps the server's priority.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(path.basename(readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, Math.min(19, os.getPriority(threadId) + THREAD_NICENESS));
  } catch {
    // No /proc, or no right to change priorities: reports still run off the event loop.
  }
}

type Work =
  { kind: 'report'; period: InsightsPeriod; settings: ReportSettings } | { kind: 'days'; period: InsightsPeriod };
type Job = Work & { id: number };
type Reply = { id: number; result: InsightsReport | Days } | { id: number; error: string };

/** The work done where it is called. */
function doWork(db: Db, work: Work): InsightsReport | Days {
  return work.kind === 'report' ? buildReport(db, work.period, work.settings) : reportDays(db, work.period);
}

/** A runner that hands each piece of work to `send`. */
const runnerOf = (send: (work: Work) => Promise<InsightsReport | Days>): ReportRunner => ({
  report: (period, settings) => send({ kind: 'report', period, settings }) as Promise<InsightsReport>,
  days: (period) => send({ kind: 'days', period }) as Promise<Days>,
});

/** Reports built in place, on the caller's event loop. */
export const reportsInPlace = (db: Db): ReportRunner => runnerOf(async (work) => doWork(db, work));

export interface ReportThread {
  runner: ReportRunner;
  /** The thread's id once it has started (none while reports run in place). */
  threadId(): number | undefined;
  close(): Promise<void>;
}

/** Reports built in a thread that reads `dbPath`; in place, on `db`, for a database in memory. */
export function createReportThread(db: Db, dbPath: string): ReportThread {
  if (dbPath === ':memory:') {
    return {
      runner: reportsInPlace(db),
      threadId: () => undefined,
      close: async () => undefined,
    };
  }
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (result: InsightsReport | Days) => void; reject: (error: Error) => void }
  >();

  const start = (): Worker => {
    const started = new Worker(WORKER_FILE, {
      workerData: { role: ROLE, dbPath },
      resourceLimits: THREAD_HEAP,
      execArgv: WORKER_FILE.endsWith('.ts') ? ['--import', 'tsx'] : [],
    });
    started.on('message', (reply: Reply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.result);
    });
    const stopped = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    started.on('error', stopped);
    started.on('exit', () => stopped(new Error('The report thread stopped.')));
    // An idle thread keeps no process alive.
    started.unref();
    return started;
  };

  const send = (work: Work) => {
    worker ??= start();
    const running = worker;
    const id = nextId++;
    return new Promise<InsightsReport | Days>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      // Waiting for an answer keeps the process alive; an idle thread does not.
      running.ref();
      running.postMessage({ ...work, id } satisfies Job);
    }).finally(() => {
      if (waiting.size === 0) running.unref();
    });
  };

  return {
    runner: runnerOf(send),
    threadId: () => worker?.threadId,
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}

/** The thread: one read-only connection, one piece of work at a time. */
function runThread(dbPath: string): void {
  lowerThreadPriority();
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  parentPort?.on('message', ({ id, ...work }: Job) => {
    try {
      parentPort?.postMessage({ id, result: doWork(db, work) } satisfies Reply);
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  });
}

// Only in the thread started above: the compiled server carries this code too.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  runThread((workerData as { dbPath: string }).dbPath);
}
