#!/usr/bin/env node
// The unit suite on a busy machine: `vitest run` (the normal config, extra arguments passed on) while one
// CPU hog per core keeps every core busy, so a test that waits for the clock instead of a state fails here.
// The hogs are child processes running a busy loop; each one ends by itself after HOG_MAX_MS or as soon as
// this script is gone, and the script stops them when Vitest ends (pass, failure or signal). The exit
// status is Vitest's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The longest a hog may run, whatever happens to this script: it can never spin forever. */
const HOG_MAX_MS = 20 * 60 * 1000;
const HOGS = availableParallelism();

// Busy until the deadline; every ~50 ms of work it checks that its parent (this script) still runs.
const HOG_SOURCE = `
const deadline = Date.now() + ${HOG_MAX_MS};
const parent = process.ppid;
let sink = 0;
while (Date.now() < deadline && process.ppid === parent) {
  const slice = Date.now() + 50;
  while (Date.now() < slice) sink = (sink * 31 + 7) % 1000003;
}
process.exit(sink < 0 ? 1 : 0);
`;

const hogs = Array.from({ length: HOGS }, () => spawn(process.execPath, ['-e', HOG_SOURCE], { stdio: 'ignore' }));

function stopHogs() {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
}
process.on('exit', stopHogs);

const vitestBin = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const started = Date.now();
console.log(`test:stress: ${HOGS} CPU hog(s) on ${availableParallelism()} core(s) while vitest runs`);
const vitest = spawn(process.execPath, [vitestBin, 'run', ...process.argv.slice(2)], { stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs();
    if (vitest.exitCode === null) vitest.kill(signal);
  });
}

vitest.on('error', (error) => {
  console.error(`test:stress: vitest could not start: ${error.message}`);
  stopHogs();
  process.exit(1);
});

vitest.on('exit', (code, signal) => {
  stopHogs();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`test:stress: vitest ${signal ? `stopped by ${signal}` : `exited ${code}`} after ${seconds} s; hogs stopped`);
  process.exit(code ?? 1);
});
