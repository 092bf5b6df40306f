import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.js'

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies every numbered .sql file not yet recorded, each in its own transaction, in name order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  const done = new Set((await db.many<{ name: string }>('SELECT name FROM migrations')).map((r) => r.name))
  const files = readdirSync(dir)
    .filter((f) => /^\d+-.+\.sql$/.test(f))
    .sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = readFileSync(path.join(dir, file), 'utf8')
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO migrations (name, applied_at) VALUES ('${file}', ${Date.now()});\nCOMMIT;`
    )
    applied.push(file)
  }
  return applied
}
