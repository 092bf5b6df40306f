import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Browser flows on the built h5 app (dist/), against a real server on a free port.
export default defineConfig({
  resolve: {
    alias: [{ find: '@lotus/contract/', replacement: `${path.resolve(__dirname, '../../contract')}/` }]
  },
  test: {
    root: __dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
