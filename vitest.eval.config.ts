import { defineConfig } from 'vitest/config';

// The dataset evaluations (`npm run eval`, tests/eval): the language engines measured on their
// whole labelled sets, each printing its figures and failing when one falls below the level held.
// Minutes, not seconds, so not part of `npm test`, which reads a fixed sample of each set. No
// database: the server project's global setup (a PGlite template) is not needed here.
export default defineConfig({
  test: {
    name: 'eval',
    environment: 'node',
    include: ['tests/eval/**/*.eval.ts'],
    // CPU-bound files: the meaning reader's (about 2.5 minutes) beside all the others (about one).
    maxWorkers: 2,
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
