import path from 'node:path';

// Debian's Chromium, and the switches every tool that drives it here starts it with (browser tests,
// the QA replayer and the benchmarks): no sandbox, GPU or background traffic to get in the way.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium without its browser layer (Debian's chromium-headless-shell, or
 * CHROMIUM_HEADLESS_SHELL_PATH), which the browser tests run in: the same engine, started and given a
 * new tab in a quarter of the processor time. Started by visitorBrowser.sh, below the content
 * server's priority, as a visitor's device would be.
 */
export const HEADLESS_SHELL_PATH = path.join(__dirname, 'visitorBrowser.sh');

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
