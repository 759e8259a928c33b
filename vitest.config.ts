import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testScryptLogN } from './tests/support/test-scrypt';

/**
 * Suites that run inside the test process use both cores of a two-core machine (vitest's default
 * leaves one to itself), together and before the process suites.
 */
const inProcessSuites = { maxWorkers: 2, sequence: { groupOrder: 0 } };

export default defineConfig({
  test: {
    // The servers, workers and CLIs the process suites start inherit it too.
    env: { SCRYPT_LOG_N: testScryptLogN },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          ...inProcessSuites,
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/cli/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Real processes (servers, workers, CLIs) started, killed and restarted: each start loads
          // the app and its database, which takes seconds on a loaded two-core host.
          name: 'processes',
          environment: 'node',
          // After the in-process suites, one file at a time: a file's processes have the CPU to themselves.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          ...inProcessSuites,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/client-setup.ts'],
          // Form tests type whole messages key by key; on a loaded two-core machine 5 s is not enough.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
