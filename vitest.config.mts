import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/test/bench.test.ts'],
          globalSetup: ['apps/server/src/test/log-scan.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The panel's own logic (stores, keys, formatting); browser globals it reads are stubbed by each test.
        resolve: { alias: { '@': `${import.meta.dirname}/apps/web/src` } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'web-e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          exclude: ['apps/web/e2e/perf/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // `npm run test:perf`: the bench's smoke test and the panel's request, chunk and render counts.
      // The bench runs beside the server's files; the panel's files one at a time, as web-e2e's.
      {
        test: {
          name: 'server-perf',
          include: ['apps/server/src/test/bench.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web-perf',
          include: ['apps/web/e2e/perf/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
