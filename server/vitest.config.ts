import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // the contract shared with the app (one copy of every wire type and pure rule)
  resolve: {
    alias: [{ find: '@lotus/contract/', replacement: `${path.resolve(__dirname, '../contract')}/` }]
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000
  }
})
