#!/usr/bin/env node
/**
 * The package as an embedding team gets it. Packs the built package (run `npm run build` first) and installs
 * the tarball into three throwaway projects under the OS temp folder:
 *   - plain TypeScript, `moduleResolution: "nodenext"` (the strictest resolver),
 *   - React 19 + TSX, `moduleResolution: "bundler"`,
 *   - Vue 3 single-file component checked by `vue-tsc`.
 * Each uses the element with typed attributes and a typed event handler and type-checks clean, except for the
 * deliberate type errors each project lists in `expected`, which must be reported exactly (a handler whose event
 * were `any` would not report them). It also checks that every entry's types resolve (attw, on the same tarball), that the
 * tarball is under 1 MB, that the installed tree holds no native module and no server framework (the package has
 * no runtime dependency), and that Node imports the side-effect-free entry `bank-onboarding/element` without
 * throwing and without defining anything.
 *
 * Libraries are installed at the versions of this repository's lock file, so npm takes them from its cache
 * (filled by `npm ci`) and needs nothing but the npm registry otherwise.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const MAX_TARBALL = 1024 * 1024;
/** Packages that must never reach an embedder's install: the sandbox's server and database. */
const SERVER_ONLY = ['better-sqlite3', 'hono', '@hono/node-server', 'bindings', 'prebuild-install', 'node-gyp'];

const version = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
const pin = (name) => `${name}@${version(name)}`;

const problems = [];
const fail = (message) => problems.push(message);

const TSCONFIG_BASE = { strict: true, noEmit: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] };

/** The projects: their files, the libraries they install, their type check, and the errors it must report. */
const PROJECTS = {
  'ts-nodenext': {
    deps: [pin('typescript')],
    files: {
      'package.json': { name: 'consumer-ts', private: true, type: 'module' },
      'tsconfig.json': { compilerOptions: { ...TSCONFIG_BASE, module: 'nodenext', moduleResolution: 'nodenext' }, include: ['*.ts'] },
      'main.ts': `import { BankOnboardingElement, TAG_NAME, type ExitDestination, type OutboundMessage } from 'bank-onboarding';
import type { ErrorReporter, ReportedError, ErrorReportContext, TrackDetail, ConfigErrorDetail } from 'bank-onboarding';

const element = document.createElement(TAG_NAME);
element.apiBase = 'https://api.example.it/api';
element.botProtectionSiteKey = 'site-key';
element.routing = 'memory';
element.setAttribute('request-timeout', '20000');
const sameClass: boolean = element instanceof BankOnboardingElement;
const reporter: ErrorReporter = { captureError: (error: ReportedError, context: ErrorReportContext) => console.log(error.code, context.flow) };
element.errorReporter = reporter;
element.addEventListener('onboarding-exit', (event) => {
  const to: ExitDestination = event.detail.to;
  console.log(to, sameClass);
});
element.addEventListener('onboarding-track', (event) => {
  const detail: TrackDetail = event.detail;
  console.log(detail.kind);
});
element.addEventListener('onboarding-config-error', (event) => {
  const detail: ConfigErrorDetail = event.detail;
  console.log(detail.attribute);
});
element.addEventListener('onboarding-bridge-message', (event) => {
  const message: OutboundMessage = event.detail;
  if (message.type === 'exit') console.log(message.payload.to);
});
document.body.append(element);
`,
      'ssr.ts': `import { defineBankOnboarding, type BankOnboardingElement } from 'bank-onboarding/element';
export function mount(host: HTMLElement): BankOnboardingElement {
  defineBankOnboarding();
  const element = document.createElement('bank-onboarding');
  element.addEventListener('onboarding-step-change', (event) => console.log(event.detail.screen));
  host.append(element);
  return element;
}
`,
      'wrong.ts': `import 'bank-onboarding';
const element = document.createElement('bank-onboarding');
element.routing = 'history';
element.addEventListener('onboarding-exit', (event) => {
  if (event.detail.to === 'nowhere') console.log('never');
});
`,
    },
    check: ['npx', ['tsc', '-p', '.']],
    expected: ["wrong.ts(3,1): error TS2322", 'wrong.ts(5,7): error TS2367'],
  },
  'react-bundler': {
    deps: [pin('typescript'), pin('react'), pin('react-dom'), pin('@types/react'), pin('@types/react-dom')],
    files: {
      'package.json': { name: 'consumer-react', private: true, type: 'module' },
      'tsconfig.json': {
        compilerOptions: { ...TSCONFIG_BASE, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' },
        include: ['*.tsx'],
      },
      'App.tsx': `import 'bank-onboarding';
import type {} from 'bank-onboarding/react';
import type { ExitDestination } from 'bank-onboarding';

export function App({ onExit }: { onExit: (to: ExitDestination) => void }) {
  return (
    <bank-onboarding
      api-base="https://api.example.it/api"
      bot-protection-site-key="site-key"
      routing="memory"
      ononboarding-exit={(event) => onExit(event.detail.to)}
      ononboarding-step-change={(event) => console.log(event.detail.flow, event.detail.step)}
    />
  );
}
`,
      'Wrong.tsx': `import 'bank-onboarding';
import type {} from 'bank-onboarding/react';

export const Wrong = () => <bank-onboarding routing="history" />;
`,
    },
    check: ['npx', ['tsc', '-p', '.']],
    expected: ['Wrong.tsx(4,45): error TS2322'],
  },
  'vue-tsc': {
    deps: [pin('typescript'), pin('vue'), pin('vue-tsc')],
    files: {
      'package.json': { name: 'consumer-vue', private: true, type: 'module' },
      'tsconfig.json': {
        compilerOptions: { ...TSCONFIG_BASE, module: 'esnext', moduleResolution: 'bundler', jsx: 'preserve' },
        include: ['*.ts', '*.vue'],
      },
      'env.d.ts': `import type {} from 'bank-onboarding/vue';\n`,
      'App.vue': `<script setup lang="ts">
import { onMounted } from 'vue';
import { defineBankOnboarding, type ExitDestination } from 'bank-onboarding/element';

// Bound rather than written in the attribute: vue-tsc 3 loses the listener's event type when a static
// attribute value contains "//".
const apiBase = 'https://api.example.it/api';
const emit = defineEmits<{ exit: [to: ExitDestination] }>();
onMounted(() => defineBankOnboarding());
</script>

<template>
  <bank-onboarding
    :api-base="apiBase"
    bot-protection-site-key="site-key"
    routing="memory"
    @onboarding-exit="(event) => emit('exit', event.detail.to)"
  />
</template>
`,
      'Wrong.vue': `<script setup lang="ts">
const timeout = 'soon';
</script>

<template>
  <bank-onboarding :request-timeout="timeout" />
</template>
`,
    },
    check: ['npx', ['vue-tsc', '-p', '.']],
    expected: ['Wrong.vue(6,21): error TS2322'],
  },
};

/** Every file under a folder, recursively (names only). */
function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

async function main() {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'bank-onboarding-consumers-'));
  try {
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: ROOT });
    const [pack] = JSON.parse(stdout);
    const tarball = join(work, pack.filename);
    if (statSync(tarball).size >= MAX_TARBALL) fail(`the tarball is ${statSync(tarball).size} bytes (limit ${MAX_TARBALL})`);
    // Every entry's types resolve under node10, node16 and bundler resolution (@arethetypeswrong/cli), on this
    // same tarball. Ignored: `cjs-resolves-to-esm` (the package is ESM only, so require() cannot load it) and the
    // bridge schema and the preload list under node10 (JSON documents under bridge/ and dist/, reached through the
    // exports map only).
    const attw = run(
      'npx',
      ['attw', tarball, '--quiet', '--ignore-rules', 'cjs-resolves-to-esm', '--exclude-entrypoints', './bridge-protocol.schema.json', './preload.json'],
      { cwd: ROOT },
    ).catch((error) => fail(`attw: the package's types do not resolve for every consumer:\n${error.stdout ?? ''}${error.stderr ?? ''}`));

    await Promise.all(
      Object.entries(PROJECTS).map(async ([name, project]) => {
        const dir = join(work, name);
        mkdirSync(dir);
        for (const [file, content] of Object.entries(project.files)) {
          writeFileSync(join(dir, file), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
        }
        await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', tarball, ...project.deps], {
          cwd: dir,
          env: { ...process.env, npm_config_loglevel: 'error' },
        });
        const modules = join(dir, 'node_modules');
        const natives = walk(modules).filter((file) => file.endsWith('.node') || file.endsWith('binding.gyp'));
        if (natives.length) fail(`${name}: the install holds native modules: ${natives.slice(0, 5).join(', ')}`);
        for (const pkg of SERVER_ONLY) if (existsSync(join(modules, pkg))) fail(`${name}: the install holds ${pkg}`);
        if (existsSync(join(modules, 'bank-onboarding', 'node_modules'))) fail(`${name}: bank-onboarding brought dependencies of its own`);

        const [command, args] = project.check;
        const output = await run(command, args, { cwd: dir }).then(
          ({ stdout: out }) => out,
          (error) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
        );
        const reported = output.split('\n').filter((line) => / error TS\d+/.test(line)).map((line) => line.replace(/: error (TS\d+).*/, ': error $1'));
        const unexpected = reported.filter((line) => !project.expected.includes(line));
        const missing = project.expected.filter((line) => !reported.includes(line));
        if (unexpected.length) fail(`${name}: unexpected type errors:\n    ${output.trim().split('\n').join('\n    ')}`);
        if (missing.length) fail(`${name}: the deliberate type errors were not reported: ${missing.join(', ')} (got: ${reported.join(', ') || 'none'})`);
      }),
    );

    await attw;

    // Server-side rendering: Node imports the side-effect-free entry; nothing is defined, nothing throws.
    const ssr = `const m = await import('bank-onboarding/element');
if (typeof m.defineBankOnboarding !== 'function') throw new Error('no defineBankOnboarding');
if (typeof globalThis.customElements !== 'undefined' || typeof globalThis.HTMLElement !== 'undefined') throw new Error('a browser global appeared');
console.log(Object.keys(m).sort().join(','));`;
    const exports = await run(process.execPath, ['--input-type=module', '-e', ssr], { cwd: join(work, 'ts-nodenext') }).then(
      ({ stdout: out }) => out.trim(),
      (error) => fail(`importing bank-onboarding/element in Node failed:\n${error.stderr}`),
    );
    if (problems.length) {
      console.error(`check-consumers: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
      process.exitCode = 1;
      return;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `check-consumers: ${pack.filename} ${(statSync(tarball).size / 1024).toFixed(0)} KB; types resolve for every entry (attw); TypeScript nodenext, React bundler and vue-tsc consumers typed, ` +
        `deliberate errors reported; no native or server package installed; Node imports bank-onboarding/element (${exports}) in ${seconds} s`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
