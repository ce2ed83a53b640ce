// Encodes image variants, draws PDF covers and rebuilds uploaded PDFs (pdfCleaning.ts) in a process
// of its own, at low priority: the operating system then gives the server's pages, API and files the
// CPU first, sharp's threads never take the file reads', and no file an owner sends is parsed on the
// server's main thread. The server watches the process's processor time and memory, all of it (the
// JavaScript heap is a small part of what a PDF or an image may take), and stops it past its limits.
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../paths';
import { PdfRefusedError } from './pdfCleaning';
import { processorMs, residentMb } from './processUsage';

export const isPdf = (file: string): boolean => path.extname(file).toLowerCase() === '.pdf';

export interface EncodeJob {
  source: string;
  target: string;
  width: number;
  quality: number;
  /** The source is a PDF whose first page is rendered (by default: when its name ends in .pdf). */
  pdf?: boolean;
}

/** What the encoder process is asked: an encode, or a PDF to rebuild into `target` (or only to check). */
type Job =
  ({ task: 'encode' } & EncodeJob) | { task: 'cleanPdf'; source: string; target: string | null; fileName: string };

/** An encode's size in bytes, or a PDF's pages; `refused` for a PDF the library does not take. */
type Reply = { id: number; value: number } | { id: number; error: string; refused?: boolean };

/** How much lower than the server's own priority (by default): the encoder runs on what the server leaves. */
export const ENCODER_NICENESS = 10;
/** The lowest priority there is. */
const LOWEST_PRIORITY = 19;

/** The encoder's own file: this one under tsx, or the compiled `imageEncoder.cjs` (scripts/build-server.mjs). */
const ENCODER_FILE = path.join(__dirname, `imageEncoder${path.extname(__filename)}`);

/** An encode that takes more processor time than this is given up, and the encoder started anew. */
const ENCODE_TIMEOUT_MS = 60_000;

/** However little processor time it gets, a job waited for this many times its limit is given up too. */
const WAIT_FACTOR = 10;

/** How often a running job's processor time and memory are looked at. */
const CHECK_EVERY_MS = 50;

async function encodeFile({ source, target, width, quality, pdf = isPdf(source) }: EncodeJob): Promise<number> {
  const { default: sharp } = await import('sharp');
  // A PDF's cover is its first page (server/modules/media/pdfCover.ts).
  const input = pdf ? await (await import('./pdfCover')).renderPdfCover(source, width) : source;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    const info = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toFile(temporary);
    await fs.promises.rename(temporary, target);
    return info.size;
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

async function runJob(job: Job): Promise<number> {
  if (job.task === 'encode') return encodeFile(job);
  const { rebuildPdf } = await import('./pdfCleaning');
  const { pdf, pages } = await rebuildPdf(job.source, job.fileName);
  if (job.target) await fs.promises.writeFile(job.target, await pdf.save());
  return pages;
}

/** The encoder process: one libvips thread per encode, jobs as they come (the server's queue bounds them). */
async function runEncoder(): Promise<void> {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  process.on('message', (job: Job & { id: number }) => {
    runJob(job).then(
      (value) => process.send?.({ id: job.id, value } satisfies Reply),
      (error: unknown) =>
        process.send?.({
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
          refused: error instanceof PdfRefusedError,
        } satisfies Reply),
    );
  });
  // The server went away: so does its encoder.
  process.on('disconnect', () => process.exit(0));
}

export interface ImageEncoder {
  /** Encodes a variant; its size in bytes. */
  encode(job: EncodeJob): Promise<number>;
  /**
   * Rebuilds the PDF at `source` into `target` (or only checks it, without one): its pages. A PDF the
   * library does not take is refused with a PdfRefusedError that says why.
   */
  cleanPdf(source: string, target: string | null, fileName: string): Promise<number>;
  /** The encoder's process id, once it has started. */
  pid(): number | undefined;
  close(): void;
}

/** A job given up after its processor time (the encoder process was killed with it). */
export class EncodeTimeoutError extends Error {}

/** A job given up when the encoder's memory passed its limit (the process was killed with it). */
export class EncodeMemoryError extends Error {}

export interface ImageEncoderOptions {
  /**
   * An encode that takes more processor time is given up, and the encoder started anew (60 s by
   * default). Processor time, not time waited: the encoder runs at a low priority, and on a busy
   * machine it waits for the processor far longer than it works.
   */
  timeoutMs?: number;
  /** The encoder's JavaScript heap in MiB (Node's default when unset). */
  heapMb?: number;
  /** How much lower than the server's its processor priority is (ENCODER_NICENESS by default; 0: the same). */
  niceness?: number;
  /**
   * The memory the encoder may hold in all, in MiB: past it, its job is given up and the process
   * stopped; once idle above three quarters of it, the process is started anew for the next job
   * (not for less: a new process costs the server's thread a fork, some 40–100 ms for a large server).
   */
  memoryMb?: number;
}

/** Starts the encoder process on first use, and again if it ever stops. */
export function createImageEncoder({
  timeoutMs = ENCODE_TIMEOUT_MS,
  heapMb,
  niceness = ENCODER_NICENESS,
  memoryMb = Infinity,
}: ImageEncoderOptions = {}): ImageEncoder {
  let child: ChildProcess | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { process: ChildProcess; resolve: (size: number) => void; reject: (error: Error) => void }
  >();

  /** Stops `process` at once; the next job starts a new encoder, not this one on its way out. */
  const stop = (process: ChildProcess) => {
    if (child === process) child = undefined;
    process.kill('SIGKILL');
  };

  const start = (): ChildProcess => {
    const started = fork(ENCODER_FILE, [], {
      cwd: projectRoot,
      execArgv: [
        ...(ENCODER_FILE.endsWith('.ts') ? ['--import', 'tsx'] : []),
        ...(heapMb ? [`--max-old-space-size=${heapMb}`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (started.pid !== undefined && niceness > 0) {
        os.setPriority(started.pid, Math.min(LOWEST_PRIORITY, os.getPriority() + niceness));
      }
    } catch {
      // Where priorities cannot be set, the queue still bounds the encodes.
    }
    started.on('message', (reply: Reply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if (!('error' in reply)) job.resolve(reply.value);
      else job.reject(reply.refused ? new PdfRefusedError(reply.error) : new Error(reply.error));
      // What a large file left behind is given back: the next job starts a new encoder.
      const idle = ![...waiting.values()].some((other) => other.process === started);
      if (idle && (residentMb(started.pid) ?? 0) > (memoryMb * 3) / 4) stop(started);
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
      // Its own jobs only: a new encoder may have taken others since.
      for (const [id, job] of waiting) {
        if (job.process !== started) continue;
        waiting.delete(id);
        job.reject(new Error('The image encoder stopped.'));
      }
    });
    // Neither the process nor its channel keeps the server alive when it stops.
    started.unref();
    started.channel?.unref();
    return started;
  };

  const run = (job: Job): Promise<number> => {
    child ??= start();
    const id = nextId++;
    const running = child;
    return new Promise<number>((resolve, reject) => {
      const startedAt = Date.now();
      const startedWork = processorMs(running.pid);
      const giveUp = (error: Error) => {
        const waiter = waiting.get(id);
        if (!waiter) return;
        waiting.delete(id);
        waiter.reject(error);
        stop(running);
      };
      const timer = setInterval(() => {
        const waited = Date.now() - startedAt;
        const now = processorMs(running.pid);
        const worked = now !== undefined && startedWork !== undefined ? now - startedWork : waited;
        if (worked > timeoutMs || waited > timeoutMs * WAIT_FACTOR) {
          giveUp(new EncodeTimeoutError(`The job took longer than ${timeoutMs / 1000} s.`));
        } else if ((residentMb(running.pid) ?? 0) > memoryMb) {
          giveUp(new EncodeMemoryError(`The job took more than ${memoryMb} MB.`));
        }
      }, CHECK_EVERY_MS);
      timer.unref();
      waiting.set(id, {
        process: running,
        resolve: (value) => {
          clearInterval(timer);
          resolve(value);
        },
        reject: (error) => {
          clearInterval(timer);
          reject(error);
        },
      });
      running.send({ ...job, id });
    });
  };

  return {
    encode: (job) => run({ task: 'encode', ...job }),
    cleanPdf: (source, target, fileName) => run({ task: 'cleanPdf', source, target, fileName }),
    pid: () => child?.pid,
    close() {
      child?.kill();
      child = undefined;
    },
  };
}

// Only where this file is the program: the compiled server carries this code too.
if (require.main?.filename === ENCODER_FILE) void runEncoder();
