// Lint: typescript-eslint's recommended rules plus React hooks; `npm run lint` fails on any warning.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'demo-host/.data/', 'demo-host/public/console/', 'test/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The screen layer's arrows (issue 9): screens -> kit -> app/state/api, never back. The shell reaches the
  // screens only through src/screens/index.ts; production code never imports test support. (One block per
  // area, each listing all of its patterns: a later block's rule replaces an earlier one's.)
  ...[
    { files: ['element/**/*.{ts,tsx}', 'bridge/**/*.ts', 'src/**/*.{ts,tsx}'], patterns: [] },
    { files: ['src/kit/**/*.{ts,tsx}'], patterns: [{ group: ['**/screens', '**/screens/**'], message: 'The kit never imports a screen.' }] },
    {
      files: ['src/app/**/*.{ts,tsx}', 'src/state/**/*.ts', 'src/api/**/*.ts', 'src/flows/**/*.ts'],
      patterns: [
        { group: ['**/screens/*', '**/screens/**'], message: 'The shell reaches the screens through src/screens (index.ts) only.' },
        { group: ['**/kit', '**/kit/**'], message: 'The kit builds on the app, not the other way round.' },
      ],
    },
  ].map(({ files, patterns }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...patterns, { group: ['**/test/support/**'], message: 'Production code never imports test support.' }] },
      ],
    },
  })),
  {
    files: ['demo-host/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
