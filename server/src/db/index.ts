import type { Config } from '../config.js'
import type { Db } from './db.js'
import { migrate } from './migrate.js'
import { createPgDb } from './pg.js'
import { createPgliteDb } from './pglite.js'
import { seedContentNames } from './seed-content-names.js'
import { seedMemberPrices } from './seed-member-prices.js'
import { seedShopCards } from './seed-shop-cards.js'
import { seedCatalogue, seedConfig, seedGeneral, seedNotices, seedTakeaway } from './seed.js'
import { seedGroup } from './seed-data/group.js'
import { seedSupermarket } from './seed-data/supermarket-seed.js'

export type { Db } from './db.js'

export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolMax'>>,
  log?: { warn(obj: object, msg: string): void }
): Promise<Db> {
  return config.databaseUrl
    ? createPgDb(config.databaseUrl, {
        ...(config.databasePoolMax ? { max: config.databasePoolMax } : {}),
        onIdleError: (err) => log?.warn({ err }, 'idle PostgreSQL connection lost; the pool opens a new one')
      })
    : createPgliteDb(config.dataDir)
}

/**
 * Migrates, then seeds the catalogue on an empty database and any missing config group. On a shared
 * PostgreSQL, processes starting together take turns (an advisory lock per schema, held by a transaction
 * on its own connection while the work runs on the others), so each migration and seed runs once.
 */
export async function prepareDb(db: Db, now: number): Promise<void> {
  if (db.singleProcess) return prepareOnce(db, now)
  await db.tx(async (t) => {
    await t.query("SELECT pg_advisory_xact_lock(hashtext('lotus.prepare.' || current_schema()))")
    await prepareOnce(db, now)
  })
}

async function prepareOnce(db: Db, now: number): Promise<void> {
  await migrate(db)
  await seedCatalogue(db)
  await seedConfig(db, now)
  await seedTakeaway(db)
  await seedGroup(db, now)
  await seedSupermarket(db, now)
  await seedGeneral(db)
  await seedNotices(db, now)
  await seedShopCards(db)
  await seedMemberPrices(db)
  await seedContentNames(db)
}
