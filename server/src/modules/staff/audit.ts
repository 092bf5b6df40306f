import type { AuditEntry } from '@lotus/contract/staff'
import { macauDayEndOf, macauDayStartOf } from '@lotus/contract/macau-time'
import type { Db } from '../../db/db.js'

/** Who did something: a member of staff, or someone who gave a username at the login form. */
export interface AuditActor {
  type: 'staff' | 'anonymous' | 'system'
  id?: number | null
  name: string
}

export interface AuditWrite {
  actor: AuditActor
  action: string
  subjectType?: string
  subjectId?: string | number
  merchantId?: number | null
  ip?: string
  before?: unknown
  after?: unknown
}

interface AuditRow {
  id: number
  at: number
  actor_type: string
  actor_id: number | null
  actor_name: string
  action: string
  subject_type: string
  subject_id: string
  merchant_id: number | null
  ip: string
  before: unknown
  after: unknown
}

/** The append-only audit log (the database refuses UPDATE, DELETE and TRUNCATE on it: migration 140). */
export function createAuditLog(deps: { db: Db; clock: { now(): number } }) {
  return {
    /** Writes one entry in the caller's transaction, so an action and its entry commit together. */
    async write(t: Db, e: AuditWrite): Promise<void> {
      await t.query(
        `INSERT INTO audit_log (at, actor_type, actor_id, actor_name, action, subject_type, subject_id, merchant_id,
           ip, before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          deps.clock.now(),
          e.actor.type,
          e.actor.id ?? null,
          e.actor.name,
          e.action,
          e.subjectType ?? '',
          e.subjectId === undefined ? '' : String(e.subjectId),
          e.merchantId ?? null,
          e.ip ?? '',
          e.before === undefined ? null : JSON.stringify(e.before),
          e.after === undefined ? null : JSON.stringify(e.after)
        ]
      )
    },

    /**
     * Newest first; `q` matches the actor's name, the action or the subject id; `action` a prefix of the action;
     * `actor` the actor's name (part of it) or account id; `subject` a subject id, or `type:id`; `from`/`to`
     * Asia/Macau days, both included.
     */
    async list(query: {
      q?: string | undefined
      action?: string | undefined
      actor?: string | undefined
      subject?: string | undefined
      from?: string | undefined
      to?: string | undefined
      page: number
      pageSize: number
    }) {
      const where: string[] = []
      const params: unknown[] = []
      if (query.q) {
        params.push(`%${like(query.q)}%`)
        where.push(
          `(actor_name ILIKE $${params.length} OR action ILIKE $${params.length} OR subject_id ILIKE $${params.length})`
        )
      }
      if (query.action) {
        params.push(query.action, `${query.action}.%`)
        where.push(`(action = $${params.length - 1} OR action LIKE $${params.length})`)
      }
      if (query.actor) {
        params.push(`%${like(query.actor)}%`)
        const byName = `actor_name ILIKE $${params.length}`
        if (/^\d{1,9}$/.test(query.actor)) {
          params.push(Number(query.actor))
          where.push(`(${byName} OR actor_id = $${params.length})`)
        } else where.push(byName)
      }
      if (query.subject) {
        const [type, id] = query.subject.includes(':')
          ? (query.subject.split(':', 2) as [string, string])
          : [undefined, query.subject]
        params.push(id)
        where.push(`subject_id = $${params.length}`)
        if (type) {
          params.push(type)
          where.push(`subject_type = $${params.length}`)
        }
      }
      if (query.from) {
        params.push(macauDayStartOf(query.from))
        where.push(`at >= $${params.length}`)
      }
      if (query.to) {
        params.push(macauDayEndOf(query.to))
        where.push(`at < $${params.length}`)
      }
      const cond = where.length ? `WHERE ${where.join(' AND ')}` : ''
      const total = await deps.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log ${cond}`,
        params
      )
      const rows = await deps.db.many<AuditRow>(
        `SELECT * FROM audit_log ${cond} ORDER BY at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
        params
      )
      return {
        list: rows.map(toEntry),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize
      }
    }
  }
}

export type AuditLog = ReturnType<typeof createAuditLog>

/** A user's text inside ILIKE: its wildcards taken literally. */
const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: Number(r.id),
    at: Math.floor(Number(r.at) / 1000),
    actorType: r.actor_type,
    actorId: r.actor_id,
    actorName: r.actor_name,
    action: r.action,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    merchantId: r.merchant_id,
    ip: r.ip,
    before: r.before,
    after: r.after
  }
}
