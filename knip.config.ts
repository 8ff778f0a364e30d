/**
 * knip (`npm run lint:dead`): the files, exports and dependencies nothing uses. Test files count as users (no
 * production mode): a helper only a test calls is alive, one nothing calls is dead.
 *
 * What knip finds by itself, through its plugins: the element's build entries and the sandbox console's
 * (vite.config.ts and vite.console.config.ts: `build.rollupOptions.input`), every unit test and the set-up file
 * (vite.config.ts `test.projects` and `setupFiles`), the scripts package.json runs (`tsx scripts/….ts`,
 * `node scripts/….mjs`, `tsx demo-host/server/main.ts`), ESLint's and TypeScript's configs and what they name.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // The package's entries (package.json "exports"): the root and side-effect-free entries and the
        // prerender loader are Vite inputs too; react.ts and vue.ts carry types only, bundled by
        // scripts/rollup-dts.config.mjs from tsc's declarations, so no build input names them.
        'element/{index,element,boot,react,vue}.ts',
        // The demo host's classic page scripts, loaded by <script src> from demo-host/public/*.html and served as
        // they are (the built console under demo-host/public/console/ is git-ignored, so knip skips it).
        'demo-host/public/**/*.js',
        // Run by hand after an API change (`npx tsx scripts/openapi.ts`, which src/api/openapi.test.ts asks for).
        'scripts/openapi.ts',
        // Run by .ci/run after `npm test`.
        'scripts/ci-summary.mjs',
      ],
      // `rollup -c <file>` in build:types: the plugin reads `--config` but not `-c`.
      rollup: { config: ['scripts/rollup-dts.config.mjs'] },
      // The plugin reads the configs' framework and reporters, not their specs: the end-to-end specs
      // (test/e2e/specs.ts lists them for test/wdio.conf.ts), the Appium specs and the bench.
      'webdriver-io': {
        config: ['test/wdio.conf.ts', 'test/appium/wdio.*.conf.ts', 'test/bench/wdio.*.conf.ts'],
        entry: ['test/e2e/*.e2e.ts', 'test/appium/specs/*.appium.ts', 'test/bench/*.bench.ts'],
      },
      // Android's adb, on the machine that runs the emulator (test/appium/wdio.android.conf.ts), not a package.
      ignoreBinaries: ['adb'],
      ignoreDependencies: [
        // Run through `npx` by scripts/check-consumers.mjs (`attw` on the packed tarball; `vue-tsc` pinned to this
        // version in the throwaway Vue consumer): a spawned command line, which knip does not read.
        '@arethetypeswrong/cli',
        'vue-tsc',
        // WebdriverIO loads these by name from the configs: `runner: 'local'` is @wdio/local-runner and
        // `services: [['appium', …]]` is @wdio/appium-service (the plugin maps neither); the service starts the
        // `appium` binary, which finds its Chromium driver (appium-chromium-driver) in its APPIUM_HOME.
        '@wdio/local-runner',
        '@wdio/appium-service',
        'appium',
        'appium-chromium-driver',
        // Types only: `npm run typecheck` compiles the React Native example against them (docs/contributing.md);
        // the example's own package.json lists them for an app that copies it.
        'react-native',
        'react-native-webview',
      ],
    },
    // One React Native screen hosting the element (never run here): its own package.json and tsconfig.json,
    // which maps `bank-onboarding` to the package's bridge types.
    'examples/react-native': {
      entry: ['index.js', 'src/App.tsx'],
    },
  },
};

export default config;
