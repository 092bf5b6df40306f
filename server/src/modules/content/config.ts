import type { ConfigKey } from '@lotus/contract/config'
import type { ConfigGroupState, ConfigVersion } from '@lotus/contract/content'
import type { Page } from '@lotus/contract/page'
import { CONFIG_SCHEMAS } from '@lotus/contract/schemas/config'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'
import { auditBy, stale, type ContentCaller, type ContentDeps } from './shared.js'

interface GroupRow {
  key: ConfigKey
  value: unknown
  version: number
  updated_at: number
}

interface VersionRow {
  key: ConfigKey
  version: number
  value: unknown
  staff_name: string | null
  created_at: number
  rollback_of: number | null
}

const toState = (r: GroupRow): ConfigGroupState => ({
  key: r.key,
  value: r.value,
  version: r.version,
  updatedAt: toSeconds(Number(r.updated_at))
})

const toVersion = (r: VersionRow): ConfigVersion => ({
  key: r.key,
  version: r.version,
  value: r.value,
  staffName: r.staff_name,
  createdAt: toSeconds(Number(r.created_at)),
  rollbackOf: r.rollback_of
})

/** One group as the console opens it. */
export async function configGroup(d: ContentDeps, key: ConfigKey): Promise<ConfigGroupState> {
  const r = await d.db.one<GroupRow>('SELECT key, value, version, updated_at FROM config WHERE key = $1', [
    key
  ])
  if (!r) throw notFound('找不到這組設定')
  return toState(r)
}

/** A group's versions, newest first (version 0: as seeded). */
export async function configHistory(
  d: ContentDeps,
  q: { key: ConfigKey; page: number; pageSize: number }
): Promise<Page<ConfigVersion>> {
  const current = await configGroup(d, q.key)
  const kept = await d.db.one<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM config_versions WHERE key = $1',
    [q.key]
  )
  // before the first save only the seeded value exists, not yet copied into the history
  if (!kept?.n) {
    const seed: ConfigVersion = {
      key: q.key,
      version: current.version,
      value: current.value,
      staffName: null,
      createdAt: current.updatedAt,
      rollbackOf: null
    }
    return { list: q.page === 1 ? [seed] : [], page: q.page, pageSize: q.pageSize, total: 1, hasMore: false }
  }
  const rows = await d.db.many<VersionRow>(
    `SELECT key, version, value, staff_name, created_at, rollback_of FROM config_versions WHERE key = $1
     ORDER BY version DESC LIMIT $2 OFFSET $3`,
    [q.key, q.pageSize, (q.page - 1) * q.pageSize]
  )
  return {
    list: rows.map(toVersion),
    page: q.page,
    pageSize: q.pageSize,
    total: kept.n,
    hasMore: q.page * q.pageSize < kept.n
  }
}

/** Writes `value` as the group's next version in `t` (the caller has checked it), with the audit entry. */
async function writeVersion(
  d: ContentDeps,
  t: Db,
  c: ContentCaller,
  input: { key: ConfigKey; version: number; value: unknown; rollbackOf: number | null }
): Promise<ConfigGroupState> {
  const cur = await t.one<GroupRow>(
    'SELECT key, value, version, updated_at FROM config WHERE key = $1 FOR UPDATE',
    [input.key]
  )
  if (!cur) throw notFound('找不到這組設定')
  if (cur.version !== input.version) throw stale()
  const now = d.clock.now()
  // the seeded value becomes version 0 of the history, so it can be rolled back to
  await t.query(
    `INSERT INTO config_versions (key, version, value, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key, version) DO NOTHING`,
    [cur.key, cur.version, JSON.stringify(cur.value), Number(cur.updated_at)]
  )
  const next = cur.version + 1
  const json = JSON.stringify(input.value)
  await t.query(
    `INSERT INTO config_versions (key, version, value, staff_id, staff_name, created_at, rollback_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [input.key, next, json, c.session.account.id, c.session.account.name, now, input.rollbackOf]
  )
  const row = await t.one<GroupRow>(
    'UPDATE config SET value = $2, version = $3, updated_at = $4 WHERE key = $1 RETURNING key, value, version, updated_at',
    [input.key, json, next, now]
  )
  await d.audit.write(t, {
    ...auditBy(c),
    action: input.rollbackOf === null ? 'content.config.save' : 'content.config.rollback',
    subjectType: 'config',
    subjectId: input.key,
    before: { version: cur.version, value: cur.value },
    after: {
      version: next,
      value: input.value,
      ...(input.rollbackOf === null ? {} : { rollbackOf: input.rollbackOf })
    }
  })
  return toState(row!)
}

/** A new version of a group (already checked by its schema), from the version the editor read. */
export async function saveConfig(
  d: ContentDeps,
  c: ContentCaller,
  input: { key: ConfigKey; version: number; value: unknown }
): Promise<ConfigGroupState> {
  const out = await d.db.tx((t) => writeVersion(d, t, c, { ...input, rollbackOf: null }))
  d.changed()
  return out
}

/** Back to an earlier version's value, saved as a new version that names it. */
export async function rollbackConfig(
  d: ContentDeps,
  c: ContentCaller,
  input: { key: ConfigKey; version: number; to: number }
): Promise<ConfigGroupState> {
  const out = await d.db.tx(async (t) => {
    const old = await t.one<{ value: unknown }>(
      'SELECT value FROM config_versions WHERE key = $1 AND version = $2',
      [input.key, input.to]
    )
    if (!old) throw notFound('找不到這個版本')
    // an old version saved before a schema tightened is refused rather than served to the app
    const parsed = CONFIG_SCHEMAS[input.key].safeParse(old.value)
    if (!parsed.success)
      throw validation(`這個版本已不符合現行格式：${parsed.error.issues[0]?.message ?? ''}`)
    return writeVersion(d, t, c, {
      key: input.key,
      version: input.version,
      value: parsed.data,
      rollbackOf: input.to
    })
  })
  d.changed()
  return out
}
