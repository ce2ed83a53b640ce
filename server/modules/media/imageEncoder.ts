// Encodes image variants in a process of their own, at low priority: the operating system then gives
// the server's pages, API and files the CPU first, and sharp's threads never take the file reads'.
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../paths';

export const isPdf = (file: string): boolean => path.extname(file).toLowerCase() === '.pdf';

export interface EncodeJob {
  source: string;
  target: string;
  width: number;
  quality: number;
  /** The source is a PDF whose first page is rendered (by default: when its name ends in .pdf). */
  pdf?: boolean;
}

type Reply = { id: number; size: number } | { id: number; error: string };

/** How much lower than the server's own priority: the encoder runs on what the server leaves. */
export const ENCODER_NICENESS = 10;

/** The lowest priority there is. */
const LOWEST_PRIORITY = 19;

/**
 * The encoder's own file: this one under tsx, or the compiled `imageEncoder.cjs` beside the compiled
 * server (scripts/build-server.mjs), whose bundle this code is part of.
 */
const ENCODER_FILE = path.join(__dirname, `imageEncoder${path.extname(__filename)}`);

/** An encode that takes more processor time than this is given up, and the encoder started anew. */
const ENCODE_TIMEOUT_MS = 60_000;

/**
 * However little processor time it gets, an encode waited for this many times its limit is given up
 * too: the encoder may be stuck without working.
 */
const WAIT_FACTOR = 10;

/** How often a running encode's processor time is looked at. */
const CHECK_EVERY_MS = 250;

/** The kernel's clock ticks per second, the unit of /proc's processor times (100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * The processor time the process `pid` has used so far, in ms, where the system says (Linux's
 * /proc); undefined elsewhere, where the time waited stands in for it.
 */
function processorMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

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

/** The encoder process: one libvips thread per encode, jobs as they come (the server's queue bounds them). */
async function runEncoder(): Promise<void> {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  process.on('message', (job: EncodeJob & { id: number }) => {
    encodeFile(job).then(
      (size) => process.send?.({ id: job.id, size } satisfies Reply),
      (error: unknown) =>
        process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies Reply),
    );
  });
  // The server went away: so does its encoder.
  process.on('disconnect', () => process.exit(0));
}

export interface ImageEncoder {
  encode(job: EncodeJob): Promise<number>;
  /** The encoder's process id, once it has started. */
  pid(): number | undefined;
  close(): void;
}

/** An encode given up after its processor time (the encoder process was killed with it). */
export class EncodeTimeoutError extends Error {}

export interface ImageEncoderOptions {
  /**
   * An encode that takes more processor time is given up, and the encoder started anew (60 s by
   * default). Processor time, not time waited: the encoder runs at a low priority, and on a busy
   * machine it waits for the processor far longer than it works.
   */
  timeoutMs?: number;
  /** The encoder's JavaScript heap in MiB (Node's default when unset). */
  heapMb?: number;
}

/** Starts the encoder process on first use, and again if it ever stops. */
export function createImageEncoder({ timeoutMs = ENCODE_TIMEOUT_MS, heapMb }: ImageEncoderOptions = {}): ImageEncoder {
  let child: ChildProcess | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { process: ChildProcess; resolve: (size: number) => void; reject: (error: Error) => void }
  >();

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
      if (started.pid !== undefined) {
        os.setPriority(started.pid, Math.min(LOWEST_PRIORITY, os.getPriority() + ENCODER_NICENESS));
      }
    } catch {
      // Where priorities cannot be set, the queue still bounds the encodes.
    }
    started.on('message', (reply: Reply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.size);
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

  return {
    encode(job) {
      child ??= start();
      const id = nextId++;
      const running = child;
      return new Promise<number>((resolve, reject) => {
        const startedAt = Date.now();
        const startedWork = processorMs(running.pid);
        const timer = setInterval(() => {
          const waited = Date.now() - startedAt;
          const now = processorMs(running.pid);
          const worked = now !== undefined && startedWork !== undefined ? now - startedWork : waited;
          if (worked <= timeoutMs && waited <= timeoutMs * WAIT_FACTOR) return;
          const job = waiting.get(id);
          if (!job) return;
          waiting.delete(id);
          job.reject(new EncodeTimeoutError(`The encode took longer than ${timeoutMs / 1000} s.`));
          // The next encode starts a new encoder, not this one on its way out.
          if (child === running) child = undefined;
          running.kill('SIGKILL');
        }, CHECK_EVERY_MS);
        timer.unref();
        waiting.set(id, {
          process: running,
          resolve: (size) => {
            clearInterval(timer);
            resolve(size);
          },
          reject: (error) => {
            clearInterval(timer);
            reject(error);
          },
        });
        running.send({ ...job, id });
      });
    },
    pid: () => child?.pid,
    close() {
      child?.kill();
      child = undefined;
    },
  };
}

// Only where this file is the program: the compiled server carries this code too.
if (require.main?.filename === ENCODER_FILE) void runEncoder();
