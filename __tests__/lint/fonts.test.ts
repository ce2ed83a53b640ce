// The site's font files are what `npm run fonts:subset` makes from the packages, and the part every
// page loads stays within the budget of a page's fonts.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FONTS = path.join(ROOT, 'src', 'styles', 'fonts');
/** A page's fonts at most, in bytes (bench/budget.json's firstVisit.fontKiB). */
const BUDGET = 60 * 1024;

it('are the files the subset script makes', () => {
  const run = spawnSync(process.execPath, ['scripts/subset-fonts.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
  expect(run.stdout).not.toContain('DIFFERS');
  expect(run.status).toBe(0);
});

it('load at most 60 KiB on a page whose text needs only the basic part', () => {
  const basic = readdirSync(FONTS).filter((file) => file.endsWith('-basic.woff2'));
  expect(basic.length).toBeGreaterThan(0);
  const bytes = basic.reduce((sum, file) => sum + statSync(path.join(FONTS, file)).size, 0);
  expect(bytes).toBeLessThanOrEqual(BUDGET);
});
