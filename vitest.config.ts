import { defineConfig } from 'vitest/config';

// Tests run against each package's TypeScript sources (the `source` export condition),
// so a test never depends on a stale build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/**/test/**/*.test.ts', 'packages/web/test/**/*.test.tsx', 'packages/web/src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
