import type { Config } from '../config.js'
import type { Db } from './db.js'
import { migrate } from './migrate.js'
import { createPgDb } from './pg.js'
import { createPgliteDb } from './pglite.js'
import { seedCatalogue, seedConfig, seedTakeaway } from './seed.js'

export type { Db } from './db.js'

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? createPgDb(config.databaseUrl) : createPgliteDb(config.dataDir)
}

/** Migrates, then seeds the catalogue on an empty database and any missing config group. */
export async function prepareDb(db: Db, now: number): Promise<void> {
  await migrate(db)
  await seedCatalogue(db)
  await seedConfig(db, now)
  await seedTakeaway(db)
}
