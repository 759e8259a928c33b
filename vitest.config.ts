import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Vitest keeps a core free by default, which on a two-core host means one test file at a time. The
 * database suites mostly wait (on PostgreSQL, on the kit's queue), so two files at a time finish
 * in about 60% of the time there; larger hosts keep the default. The other projects run as groups
 * of their own (see below).
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          maxWorkers,
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
          // After the other projects, one file at a time: each file starts servers of its own.
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
          // CPU-bound (jsdom, typing key by key): a second worker only halves each one's share, so
          // they run as their own group, one file at a time.
          sequence: { groupOrder: 2 },
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/client-setup.ts'],
          // Form tests type whole messages key by key; on a loaded two-core machine 5 s is not enough.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
