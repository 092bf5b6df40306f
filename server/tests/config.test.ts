import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

describe('config', () => {
  it('has development defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      appKey: 'lotus-dev-key',
      appSecret: 'lotus-dev-secret',
      userSignSalt: 'lotus-dev-salt'
    })
    expect(c.dataDir).toBe(path.resolve(serverDir, '..', '.data'))
    expect(loadConfig({ DATA_DIR: 'memory' }).dataDir).toBe('memory')
  })

  it('sizes the PostgreSQL pool from the cores unless told, and refuses a size that is not a count', () => {
    expect(loadConfig({}).databasePoolMax).toBe(availableParallelism() * 2 + 1)
    expect(loadConfig({ DATABASE_POOL_MAX: '12' }).databasePoolMax).toBe(12)
    for (const bad of ['0', '-3', '2.5', 'ten', '100000']) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/)
    }
  })

  it('refuses production with a development secret or salt', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'real-secret' })).toThrow(/USER_SIGN_SALT/)
    expect(() => loadConfig({ NODE_ENV: 'production', USER_SIGN_SALT: 'real-salt' })).toThrow(/APP_SECRET/)
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's', USER_SIGN_SALT: 't' }).production).toBe(true)
  })

  it('exits 1 with a clear message when started that way', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_SECRET: '',
        USER_SIGN_SALT: '',
        DATA_DIR: 'memory',
        PORT: '0'
      },
      encoding: 'utf8',
      timeout: 180_000
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('APP_SECRET')
  })
})
