import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
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
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/fail-on-console.ts', 'tests/support/client-setup.ts'],
          // Form tests type whole messages key by key; on a loaded two-core machine 5 s is not enough.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
