// `npm test`: every stage, stopping at the first that fails, then how long each one took, so that a
// slow stage shows at once. Arguments name stages to run alone (`npm test -- unit e2e`).
//
// The stages run in two lanes side by side. The first holds the unit tests and the browser tests;
// the second, beside the unit tests, the ones that leave a core idle much of the time (lint,
// typecheck, the build, then the security and deploy checks of the built site). The browser tests
// run alone: beside the unit tests they only share the same two cores (the processor is what bounds
// the run), and under a second lane's load WebKitGTK's journeys time out. Within a lane stages run in
// turn, and a stage that needs the build waits for it. Each stage's output is printed whole once it
// ends, with the processor time all its processes took.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';

const COMMANDS = {
  lint: 'npm run lint',
  typecheck: 'npm run typecheck',
  unit: 'npm run test:unit',
  build: 'npm run build',
  security: 'npm run test:security',
  // Without nginx the deploy test says so and skips; CI installs it.
  deploy: 'DEPLOY_TEST_OPTIONAL=1 npm run test:deploy',
  e2e: 'npm run test:e2e',
  engines: 'npm run test:engines',
};
const LANES = [
  ['unit', 'e2e', 'engines'],
  ['lint', 'typecheck', 'build', 'security', 'deploy'],
];
const NEEDS_BUILD = new Set(['security', 'deploy', 'e2e', 'engines']);
/**
 * Stages with no time limit in them, run at a lower priority (nice 10): beside the unit tests they
 * take only what those leave, so a server test's media encoder (itself 10 below its server) is not
 * starved by a type check.
 */
const YIELDING = new Set(['lint', 'typecheck', 'build']);

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in COMMANDS));
if (unknown.length > 0) {
  console.error(`No stage called ${unknown.join(', ')}. The stages: ${Object.keys(COMMANDS).join(', ')}.`);
  process.exit(2);
}
const runs = (name) => wanted.length === 0 || wanted.includes(name);
const lanes = LANES.map((lane) => lane.filter(runs)).filter((lane) => lane.length > 0);
// One stage alone shows its output as it comes.
const alone = lanes.flat().length === 1;

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
/** The children's user and system time from bash's `times` ("0m1.5s 0m0.2s", its second line), in ms. */
const processorMs = (text) => {
  const line = text.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  return parts.length === 2 ? parts.reduce((sum, [, m, s]) => sum + (Number(m) * 60 + Number(s)) * 1000, 0) : null;
};
const started = Date.now();
const times = new Map();
const children = new Set();
let failed = null;

/** Runs one stage; resolves with whether it passed. */
function runStage(name) {
  console.log(`=== ${name} started: ${COMMANDS[name]}`);
  const start = Date.now();
  // Its own process group, so that a failure elsewhere stops all of it (servers and browsers too).
  // bash's `times` then gives the processor time of all the stage's processes (on fd 3).
  const script = `${COMMANDS[name]}\nstatus=$?\ntimes >&3\nexit $status`;
  const output = alone ? 'inherit' : 'pipe';
  const command = YIELDING.has(name) ? ['nice', '-n', '10', 'bash'] : ['bash'];
  const child = spawn(command[0], [...command.slice(1), '-c', script], {
    detached: true,
    stdio: [output, output, output, 'pipe'],
  });
  children.add(child);
  const chunks = [];
  const usage = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  child.stdio[3].on('data', (chunk) => usage.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      const passed = code === 0;
      const outcome = passed ? 'passed' : failed ? 'stopped' : 'FAILED';
      times.set(name, [Date.now() - start, outcome, processorMs(Buffer.concat(usage).toString())]);
      if (!alone) {
        console.log(`\n=== ${name} ${outcome} after ${minutes(Date.now() - start)}:`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(passed);
    });
  });
}

/**
 * Stops every stage still running, as Ctrl-C would: Playwright then stops the content server it
 * started in a process group of its own, which a SIGTERM would leave running on its port.
 */
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}
// Stopped from outside (Ctrl-C, a CI limit): the stages' process groups stop too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

let buildDone = Promise.resolve(true);
let markBuilt = () => {};
if (lanes.flat().includes('build')) buildDone = new Promise((resolve) => (markBuilt = resolve));

async function runLane(lane) {
  for (const name of lane) {
    if (failed) return;
    if (NEEDS_BUILD.has(name) && !(await buildDone)) return;
    if (failed) return;
    const passed = await runStage(name);
    if (name === 'build') markBuilt(passed);
    if (!passed && !failed) {
      failed = name;
      stopAll();
      // A stage waiting for a build that will not come stops waiting.
      markBuilt(false);
    }
  }
}

await Promise.all(lanes.map(runLane));
markBuilt(false);

// Processor time beside the time taken: a stage far below twice its time on two cores leaves room.
console.log(`\nNode ${process.version}, ${os.availableParallelism()} cores. Per stage (m:ss), the lanes side by side:`);
console.log(`  ${'stage'.padEnd(10)} ${'time'.padStart(6)} ${'processor'.padStart(10)}`);
let processorTotal = 0;
for (const name of Object.keys(COMMANDS)) {
  if (!times.has(name)) continue;
  const [ms, outcome, cpu] = times.get(name);
  processorTotal += cpu ?? 0;
  const cpuText = cpu === null ? '?' : minutes(cpu);
  console.log(`  ${name.padEnd(10)} ${minutes(ms).padStart(6)} ${cpuText.padStart(10)}  ${outcome}`);
}
console.log(
  `  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(6)} ${minutes(processorTotal).padStart(10)}`,
);
if (failed) {
  console.log(`\nStopped: the ${failed} stage failed.`);
  process.exit(1);
}
