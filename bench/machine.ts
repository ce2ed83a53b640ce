// What the server benchmarks share: the headers a browser sends with a page view, a line of output,
// and the machine the figures were taken on.
import os from 'node:os';

/** What a browser sends with a page view. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** Cores, processor, memory and load average: the conditions beside every figure. */
export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / '),
  };
}
