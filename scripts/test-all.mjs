#!/usr/bin/env node
// `npm test`: every check, each timed. A stage's lanes run side by side, a lane's checks one after another, the
// stages in order: typecheck, lint and the build side by side (three mostly single-threaded processes on two
// cores); the unit and component tests; the end-to-end specs beside the Appium specs then the package check (the
// tarball's contents, its types under every resolver, and throwaway consumer projects: all use the build; these
// are short and mostly wait on npm and the browsers). The unit tests do not run beside the end-to-end specs:
// tried, the four browsers took the processor and the unit tests took four times as long. The first failing check
// stops the run (a check beside it too). Each check's seconds are printed at the end and written to
// .artifacts/phase-times.json, which .ci/run prints again with the install time, so a check that got slower shows
// on the next run.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/** One stage after another; in a stage, lanes side by side; in a lane, checks one after another. */
const STAGES = [
  [[{ phase: 'typecheck', script: 'typecheck' }], [{ phase: 'lint', script: 'lint' }], [{ phase: 'build', script: 'test:build' }]],
  [[{ phase: 'unit', script: 'test:unit' }]],
  [[{ phase: 'e2e', script: 'test:e2e:run' }], [{ phase: 'appium', script: 'test:appium' }, { phase: 'package', script: 'test:package' }]],
];

const running = new Set();
let failed = null;

/** Runs `npm run <script>`; with `buffered`, its output is held and printed when it ends (lanes side by side). */
function runScript(script, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    running.add(child);
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      if (buffered) process.stdout.write(`\n> npm run ${script}\n${output}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Stops every check still running (its whole process group: npm, the runner, browsers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

// The checks run in process groups of their own (so a failure can stop a whole check): an interrupt of npm test
// stops them too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const times = [];
const runStarted = Date.now();

async function runLane(lane, buffered) {
  for (const { phase, script } of lane) {
    if (failed) return;
    const started = Date.now();
    const code = await runScript(script, buffered);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (failed) return;
    times.push({ phase, seconds });
    console.log(`test: ${phase} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
    if (code !== 0) {
      failed = { phase, code };
      stopAll();
      return;
    }
  }
}

for (const lanes of STAGES) {
  console.log(`\ntest: ${lanes.map((lane) => lane.map((check) => check.phase).join(' then ')).join(' beside ')}`);
  // A lane's output is held until it ends only when another lane runs beside it, so the two never interleave;
  // the longest lane (the end-to-end run) prints as it goes.
  await Promise.all(lanes.map((lane, index) => runLane(lane, lanes.length > 1 && index > 0)));
  if (failed) break;
}

const total = Math.round((Date.now() - runStarted) / 1000);
mkdirSync('.artifacts', { recursive: true });
writeFileSync('.artifacts/phase-times.json', JSON.stringify({ phases: times, total }));
console.log('\ntest: phase times (the checks of one stage overlap)');
for (const { phase, seconds } of times) console.log(`phase ${phase}: ${seconds} s`);
console.log(`phase total (npm test): ${total} s`);
if (failed) console.error(`test: ${failed.phase} failed (exit ${failed.code})`);
process.exit(failed ? failed.code || 1 : 0);
