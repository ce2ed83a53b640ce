import type { ChildProcess } from 'node:child_process';

/**
 * Asks a process started for the tests to end (SIGTERM), and ends it (SIGKILL) if it has not within
 * `graceMs`. The grace timer is cleared once the process ends: left running, it would keep the test
 * run from exiting until it fires.
 */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
