import { configDefaults, defineConfig } from 'vitest/config'
import base from './vitest.config.js'

/**
 * Scale-out tests (`*.scale.test.ts`, issue 14): real server processes on PostgreSQL and Redis, killed
 * and restarted. One file at a time; they make their own database, so no PGlite template is built.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/**/*.scale.test.ts'],
    exclude: configDefaults.exclude,
    globalSetup: [],
    setupFiles: [],
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 120_000
  }
})
