// ffmpeg, which the media library cleans videos with and makes their phone copies with: found once per
// process, run with no shell, its arguments as an array, and killed when it takes too long.
import { spawn, spawnSync } from 'node:child_process';

/** What ffmpeg wrote on its standard error that is kept for the log, at most. */
const STDERR_KEPT = 4096;

/** What each command asked for was found to be, in this process. */
const found = new Map<string, string | null>();

/**
 * The ffmpeg to use (FFMPEG_PATH, else `ffmpeg` on the PATH) when it runs, else null: looked for once
 * per process, at the first start (loading ffmpeg's libraries takes a tenth of a second of processor
 * time, which a process that builds many apps, as the tests do, would pay each time). Without it,
 * videos are refused rather than stored with their metadata.
 */
export function findFfmpeg(command = 'ffmpeg'): string | null {
  if (!found.has(command)) found.set(command, runs(command) ? command : null);
  return found.get(command)!;
}

function runs(command: string): boolean {
  try {
    const result = spawnSync(command, ['-hide_banner', '-version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
      shell: false,
    });
    return result.status === 0 && /ffmpeg version/i.test(result.stdout.toString());
  } catch {
    return false;
  }
}

/**
 * How every run starts: quiet, never reading standard input, and reading `source` as a file only,
 * never a network address or a device, whatever its name says.
 */
export const ffmpegInput = (source: string): string[] => [
  '-hide_banner',
  '-nostdin',
  '-loglevel',
  'error',
  '-protocol_whitelist',
  'file',
  '-i',
  source,
];

/** How an ffmpeg run ended, with the start of what it wrote on its standard error. */
export interface FfmpegOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs ffmpeg with no shell, its arguments as an array, killed past `timeoutMs`; rejects only when it cannot start. */
export function runFfmpeg(ffmpeg: string, args: string[], timeoutMs: number): Promise<FfmpegOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, {
      shell: false,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_KEPT) stderr += chunk.slice(0, STDERR_KEPT - stderr.length);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}
