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
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // expect.poll waits for a condition; its default ceiling (1 s) is too short on a loaded machine
    expect: { poll: { timeout: 60_000, interval: 100 } }
  }
})
