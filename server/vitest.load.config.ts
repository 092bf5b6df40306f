import { configDefaults, defineConfig } from 'vitest/config'
import base from './vitest.config.js'

/** Long load tests (`*.load.test.ts`: thousands of requests), run as their own step of `npm test`. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/**/*.load.test.ts'], exclude: configDefaults.exclude }
})
