import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The server suite. Long load tests (`*.load.test.ts`) run as their own step through
 * vitest.load.config.ts. Each of the two workers (2 cores) runs its files one after another in one
 * process without module isolation, so the worker's PGlite and loaded modules serve every file;
 * each file still gets a database of its own (tests/helpers/test-app.ts).
 */
export default defineConfig({
  // the contract shared with the app (one copy of every wire type and pure rule)
  resolve: {
    alias: [{ find: '@lotus/contract/', replacement: `${path.resolve(__dirname, '../contract')}/` }]
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, '**/*.load.test.ts', '**/*.scale.test.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/worker-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    minWorkers: 1,
    // ceilings, not waits: a loaded 2-core machine can be many times slower than a quiet one
    testTimeout: 120_000,
    hookTimeout: 180_000
  }
})
