import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, with
    // the other core idle while integration tests wait on PostgreSQL, child processes and timers.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          exclude: ['src/web/**'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Test files of one worker share its module cache: the app's module graph is imported
          // once per worker instead of once per file (a third of CI's time went to imports).
          // Every file builds its own servers and databases and closes them in afterAll.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/support/setup.ts'],
          // Room for a few of the 5 s waits in setup.ts when the machine is busy.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
