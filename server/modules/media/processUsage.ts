// What a child process uses, where the system says (Linux's /proc): undefined elsewhere.
import fs from 'node:fs';

/** The kernel's clock ticks per second, the unit of /proc's processor times (100 on Linux). */
const CLOCK_TICKS = 100;

/** The size of a memory page, the unit of /proc's memory figures (4 KiB on Linux's usual machines). */
const PAGE_BYTES = 4096;

/** The processor time the process `pid` has used so far, in ms. */
export function processorMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop()!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** The memory the process `pid` holds (its resident set), in MiB. */
export function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * PAGE_BYTES) / (1024 * 1024);
  } catch {
    return undefined;
  }
}
