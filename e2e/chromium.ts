// Debian's Chromium, and the switches every tool that drives it here starts it with (browser tests,
// the QA replayer and the benchmarks): no sandbox, GPU or background traffic to get in the way.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
