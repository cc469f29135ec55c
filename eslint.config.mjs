// ESLint with typescript-eslint's type-checked rules over the server, the workers, the simulator,
// the tests, the benchmarks, the scripts and the web app (`npm run lint`; `npm test` runs it).
// Formatting is Prettier's (`npm run format`), not ESLint's.
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node's globals, for the plain JavaScript files (scripts, baselines). */
const NODE_GLOBALS = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'performance',
    'require',
    'module',
    '__dirname',
    '__filename',
    'fetch',
    'AbortController',
    'structuredClone',
    'queueMicrotask',
  ].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/__generated__/**', 'bench/results/**', '.data/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An async function without await is how a handler or a hook returns a promise the caller
      // expects; flagging each one would only add Promise.resolve noise.
      '@typescript-eslint/require-await': 'off',
      // Rethrowing or rejecting with what a catch or a settled promise gave is not inventing a
      // non-Error: it passes on what came.
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `_`-prefixed names are deliberately unused (a callback's leading parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests and benchmarks read untyped answers (GraphQL responses, JSON lines, rows) to assert
    // on them; typing each would repeat the schema. The application's own code keeps these rules.
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // A failure message may print whatever came back.
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // node:test's describe/it/test return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: NODE_GLOBALS },
    // The scripts are CommonJS: require is their import.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
