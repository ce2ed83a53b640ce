// `npm test`: every stage in turn, stopping at the first that fails, then how long each one took, so
// that a slow stage shows at once. Arguments name stages to run alone (`npm test -- unit e2e`).
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['security', 'npm run test:security'],
  // Without nginx the deploy test says so and skips; CI installs it.
  ['deploy', 'DEPLOY_TEST_OPTIONAL=1 npm run test:deploy'],
  ['e2e', 'npm run test:e2e'],
  ['engines', 'npm run test:engines'],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length > 0) {
  console.error(`No stage called ${unknown.join(', ')}. The stages: ${STAGES.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const times = [];
const started = Date.now();
let failed = null;
for (const [name, command] of STAGES) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n=== ${name}: ${command}`);
  const start = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Date.now() - start, run.status === 0 ? 'passed' : 'FAILED']);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

console.log(`\nNode ${process.version}. Time per stage (m:ss):`);
for (const [name, ms, outcome] of times) console.log(`  ${name.padEnd(10)} ${minutes(ms).padStart(6)}  ${outcome}`);
console.log(`  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(6)}`);
if (failed) {
  console.log(`\nStopped: the ${failed} stage failed.`);
  process.exit(1);
}
