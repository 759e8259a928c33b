// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The client's features (`src/client/features/<name>`): others reach one only through its `index.ts`. */
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Client code may import only types from the server (both client blocks below use it). */
const serverTypesOnly = {
  group: ['**/server/**', '**/server'],
  allowTypeImports: true,
  message: 'client code may import only types from the server',
};

/** The server never reaches into the client (both server blocks below use it). */
const noClientCode = { group: ['**/client/**'], message: 'the server must not import client code' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.cache/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Imports flow one way: client and server may use shared; shared uses neither; the server never
  // reaches into the client; the client may use the server's types, never its code.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'shared code must not depend on the server or the client' }] },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClientCode] }],
    },
  },
  {
    // The queue's job files are adapters onto the services (parse the payload, call the service):
    // a service that imported one would depend on the queue's edge instead of the other way round.
    // The server's rule object plus one pattern (a later block's options replace an earlier block's).
    files: ['src/server/modules/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noClientCode,
            {
              group: ['**/*.job', '**/*.job.ts'],
              message: 'modules must not import job adapters (src/server/jobs/*.job.ts); move the logic into a service',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another only through its public index (`features/<name>/index.ts`), so its
    // insides can change without breaking its neighbours. The same rule object as above, plus one pattern:
    // a later block's rule options replace an earlier block's, they do not add up.
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTypesOnly,
            {
              // `../../auth` passes; `../../auth/api/get-me` (or `../auth/index`) does not.
              regex: `^(\\.\\./)+(${clientFeatures.join('|')})/`,
              message: "import another feature through its index ('../../<feature>'), never from its insides",
            },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one place per program: src/server/env.ts, src/cli/cli-env.ts (build and test tooling aside).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/cli/cli-env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'read settings through src/server/env.ts' }],
    },
  },
);
