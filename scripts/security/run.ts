// `npm run test:security`: every security control of the salon's area, checked against the real
// server (and, for what a browser shows, the built site in Chromium), one line per check, then
// "N passed, M failed". Exits non-zero when a check fails. Run `npm run build` first.
import { browserCheck } from './browser';
import { checks } from './checks';
import { insightsChecks } from './insightsChecks';
import { passkeyChecks } from './passkeyChecks';
import { pdfChecks } from './pdfChecks';
import { teamChecks } from './teamChecks';
import { weeklyReportChecks } from './weeklyReportChecks';

async function main() {
  let passed = 0;
  let failed = 0;
  for (const [name, run] of [
    ...checks,
    ...teamChecks,
    ...pdfChecks,
    ...passkeyChecks,
    ...insightsChecks,
    ...weeklyReportChecks,
    browserCheck,
  ]) {
    const started = Date.now();
    try {
      await run();
      passed += 1;
      process.stdout.write(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      process.stdout.write(`✗ ${name}\n    ${reason.replace(/\n/g, '\n    ')}\n`);
    }
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
