/// <reference types="vitest/config" />
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { bootPreload } from './scripts/vite-boot-preload';
import { precompress } from './scripts/vite-compress';

const root = fileURLToPath(new URL('.', import.meta.url));
const nodeModules = fileURLToPath(new URL('node_modules', import.meta.url));

// One build: the script-tag ES module `dist/bank-onboarding.js` (entry: element/index.ts)
// with its lazy chunks beside it in dist/chunks/. React and every other dependency are
// bundled, so a CMS page needs nothing but the one <script type="module">.
export default defineConfig({
  // precompress: .br and .gz siblings of every JS file, served by Accept-Encoding.
  // bootPreload: the loader, bundled on its own, preloads the entry's static imports with it.
  plugins: [react(), bootPreload('bank-onboarding.js', 'bank-onboarding-boot.js', 'element/boot.ts', 'element/early-start.ts'), precompress()],
  server: {
    // node_modules may be a symlink to another checkout's install (a git worktree sharing it): Vite resolves
    // it to its real path, outside this root, and its file-access check then refuses the `?inline` CSS taken
    // from it (swiper/css?inline) in the tests. The real node_modules is allowed beside the default root.
    fs: { allow: [searchForWorkspaceRoot(root), ...(existsSync(nodeModules) ? [realpathSync(nodeModules)] : [])] },
  },
  define: {
    // Library mode does not replace this by default; React needs it to drop dev code.
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'test' ? 'test' : 'production'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // An application build with a script entry (not library mode): library mode keeps whitespace in ES
    // output, and this bundle is the final artefact a page loads, so it is fully minified.
    minify: true,
    // No preload helper around dynamic imports: styles are inlined (no CSS files to preload) and a lazy
    // chunk's few static imports are discovered by the browser itself; saves ~1 KB gz in the entry.
    modulePreload: false,
    rollupOptions: {
      // The element (root entry: defines the tag on import), the side-effect-free entry for server-rendered
      // hosts (element/element.ts: defines it when called), and the loader of pages with a prerendered landing
      // (element/boot.ts).
      input: { 'bank-onboarding': 'element/index.ts', element: 'element/element.ts', 'bank-onboarding-boot': 'element/boot.ts' },
      // Each entry exports exactly its public names: the modules the entries and the lazy chunks share sit in a
      // chunk of their own, which the entries import (the loader preloads it with the entry).
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Maps name lines and columns of the TypeScript files (readable stacks for a host's error reporter)
        // without carrying the sources themselves: a third of the package, and no host needs them.
        sourcemapExcludeSources: true,
        // Everything the root entry loads up front in one chunk (the entries import it), so a page fetches the entry
        // and one chunk rather than a spread of small ones split by which lazy screen shares them. The prerender loader
        // shares nothing with it: bootPreload replaces its chunk by a bundle of its own (see scripts/vite-boot-preload.ts).
        codeSplitting: {
          groups: [
            // Not the entry modules that act on import (the root defines the tag, the loader starts the download):
            // in the shared chunk they would run for the side-effect-free entry too.
            { name: 'element', tags: ['$initial'], test: (id) => !/[\\/]element[\\/](boot|index)\.ts$/.test(id), priority: 1 },
            // react-hook-form alone: the first form screen loads it with the form resolver, and sharing one chunk
            // with whichever small modules of ours the forms import (the validation messages) made that chunk ours
            // by the bench's count and held it to 15 KB, of which the library is most.
            { name: 'react-hook-form', test: /[\\/]node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
            // Fewer requests for a start-up with a session and for a form screen: split by which lazy module imports
            // them, these came as a dozen files of a few hundred bytes each, and a page served over HTTP/1.1 fetches
            // six at a time, one latency after another. What the entry loads stays in its chunk (priority 1 above).
            // A group takes the modules it imports with it, unless a group of higher priority has them: zod's core (shared
            // by every lazy schema) and the submit button (the landing page's) keep chunks of their own.
            { name: 'schemas', test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/, priority: 1 },
            { name: 'SubmitButton', test: /[\\/]src[\\/]kit[\\/](SubmitButton|useSubmitLock|copy)\.tsx?$/, priority: 1 },
            // The start-up with a session: its procedure and rules, the API client and the calls it makes.
            {
              name: 'session',
              test: /[\\/]src[\\/](api[\\/](client|registrations|users|[\w-]+-schemas)|session[\\/](hooks|token-data)|startup[\\/][\w-]+|app[\\/]session-start)\.ts$|[\\/]node_modules[\\/]redaxios[\\/]/,
            },
            // The form screens' fields, form hooks and validation rules (not the submit button: the landing page loads it).
            {
              name: 'form',
              test: /[\\/]src[\\/](kit[\\/](fields[\\/](?!FileField|FormFileField|MoneyText)[\w-]+|useSchemaForm|useStepForm|StepForm|Revealed|AddressFields)|validation[\\/][\w-]+|registration[\\/](postal-address|provinces))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Three workers on a 2-core machine: in run mode Vitest 4 defaults to availableParallelism() - 1 workers (one
    // here, a core idle for the whole run), and a component test's worker waits a fifth of its time (on the
    // fetch mock's promises, waitFor's polls, the step locks' timers), so two left the cores idle that long; with
    // a third the component tests took 143 s instead of 184 s on the same loaded machine.
    maxWorkers: 3,
    // A test may take this long on a loaded machine (an end-to-end run beside it). Waits end as soon as the
    // state they wait for holds (Testing Library's timeout is in test/setup-unit.ts): this bounds a failure.
    testTimeout: 30_000,
    setupFiles: ['test/setup-unit.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The environment follows the file name: a `.test.ts` file runs in node (no DOM to build, several times
    // faster to start), a `.test.tsx` file renders components and runs in jsdom. A `.test.ts` file that needs
    // a DOM (document, window, storage) says so on its first line: `// @vitest-environment jsdom`.
    // The app's files run in the vmForks pool: each file still gets a fresh context (its own modules, globals and
    // DOM), but in a worker that loaded jsdom and the libraries once, not in a new process that loads them again
    // (the unit check fell from 232 to 150 s). The sandbox's and scripts' files stay in forks: better-sqlite3's
    // native connections do not survive a VM context ("The database connection is not open").
    projects: [
      { extends: true, test: { name: 'unit', pool: 'vmForks', environment: 'node', include: ['{element,bridge,src}/**/*.test.ts'] } },
      { extends: true, test: { name: 'host', environment: 'node', include: ['{demo-host,scripts}/**/*.test.ts', 'test/native/*.test.ts'] } },
      { extends: true, test: { name: 'dom', pool: 'vmForks', environment: 'jsdom', include: ['{element,bridge,src,demo-host,scripts}/**/*.test.tsx'] } },
    ],
  },
});
