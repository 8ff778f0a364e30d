#!/usr/bin/env node
// Issue 9: the npm package ships no test, fixture or mock file. Lists what `npm pack` would publish
// (after `npm run build`) and fails on any test-support path. Test support lives in test/support/,
// and tsconfig.build.json excludes test files by pattern.
import { execFileSync } from 'node:child_process';

const TEST_FILE = /(\.test(-d)?\.|\/test\/|fixture|mock|test-support|test-utils|test-client|test-media)/i;

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }));
const files = pack.files.map((file) => file.path);
const offending = files.filter((path) => TEST_FILE.test(path));
if (!files.some((path) => path === 'dist/bank-onboarding.js')) {
  console.error('check-pack: dist/bank-onboarding.js is not in the package (run `npm run build` first)');
  process.exit(1);
}
// Issue 17: the embedder's kit ships with the bundle.
const REQUIRED = [
  'custom-elements.json',
  'bridge/bridge-protocol.schema.json',
  'dist/types/element/react.d.ts',
  'dist/types/element/vue.d.ts',
];
const missing = REQUIRED.filter((path) => !files.includes(path));
if (missing.length) {
  console.error(`check-pack: the package lacks ${missing.join(', ')}`);
  process.exit(1);
}
if (offending.length) {
  console.error(`check-pack: the package would ship test support:\n  ${offending.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-pack: ${files.length} files, no test, fixture or mock file`);
