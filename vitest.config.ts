import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testScryptLogN } from './tests/support/test-scrypt';

/**
 * The server suites (most of the run, much of it waiting on the database) use both cores of a
 * two-core machine, where vitest's default leaves one to itself. The rest follow one file at a time:
 * the processes suites' servers and workers, and the client's form tests, which type whole messages
 * key by key and outgrow their timeouts when they share a loaded core.
 *
 * The node suites share their workers' module cache (`isolate: false`): they mock no module and
 * change no process-wide setting, and loading the app anew for each of 150 files was a third of
 * their time. The client's suites mock modules per file, so each keeps its own.
 */
const twoWorkers = { maxWorkers: 2, sequence: { groupOrder: 0 } };
const oneWorker = { maxWorkers: 1, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    // The servers, workers and CLIs the process suites start inherit it too.
    env: { SCRYPT_LOG_N: testScryptLogN },
    projects: [
      {
        test: {
          name: 'server',
          isolate: false,
          environment: 'node',
          ...twoWorkers,
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
          isolate: false,
          environment: 'node',
          ...oneWorker,
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
          ...oneWorker,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/client-setup.ts'],
          // Form tests type whole messages key by key; on a loaded two-core machine 5 s is not enough.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
