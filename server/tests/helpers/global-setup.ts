import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { prepareDb } from '../../src/db/index.js'
import { dumpPgliteDb } from '../../src/db/pglite.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite data directory; '' when tests use PostgreSQL. */
    pgliteTemplate: string
  }
}

/**
 * Creating a PGlite cluster (initdb) and migrating and seeding it is most of a server test file's
 * start-up. Do it once per run; each file then opens its own copy of the result.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '')
    return () => undefined
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lotus-pglite-'))
  const file = path.join(dir, 'template.tar')
  writeFileSync(file, await dumpPgliteDb((db) => prepareDb(db, Date.now())))
  project.provide('pgliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
