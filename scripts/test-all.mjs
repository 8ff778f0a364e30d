#!/usr/bin/env node
// `npm test`: every check, phase by phase, each timed. Typecheck and lint run side by side (each is one
// single-threaded process and this machine has two cores); then the unit and component tests, the build (and the
// package check), the end-to-end specs and the Appium specs. The first failing phase stops the run. Each phase's
// seconds are printed at the end and written to .artifacts/phase-times.json, which .ci/run prints again with
// the install time, so a phase that got slower shows on the next run.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/** A phase: one or more npm scripts run side by side (their output kept apart, printed as each ends). */
const PHASES = [
  { name: 'typecheck+lint', scripts: ['typecheck', 'lint'] },
  { name: 'unit', scripts: ['test:unit'] },
  { name: 'build', scripts: ['test:build'] },
  { name: 'e2e', scripts: ['test:e2e:run'] },
  { name: 'appium', scripts: ['test:appium'] },
];

function runScript(script, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(`\n> npm run ${script}\n${output}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const times = [];
let status = 0;
for (const phase of PHASES) {
  console.log(`\ntest: ${phase.name}`);
  const started = Date.now();
  const codes = await Promise.all(phase.scripts.map((script) => runScript(script, phase.scripts.length > 1)));
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push({ phase: phase.name, seconds });
  status = codes.find((code) => code !== 0) ?? 0;
  if (status !== 0) {
    console.error(`test: ${phase.name} failed (exit ${status})`);
    break;
  }
}

mkdirSync('.artifacts', { recursive: true });
writeFileSync('.artifacts/phase-times.json', JSON.stringify(times));
console.log('\ntest: phase times');
for (const { phase, seconds } of times) console.log(`phase ${phase}: ${seconds} s`);
console.log(`phase total: ${times.reduce((sum, t) => sum + t.seconds, 0)} s`);
process.exit(status);
