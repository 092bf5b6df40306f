import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../clock.js'
import type { Db, Statement } from '../../db/db.js'

/** A job's handler: runs inside the transaction that marks the job done, so use only `t`. */
export type JobHandler<P = Record<string, unknown>> = (
  t: Db,
  payload: P,
  job: { id: number; kind: string; runAt: number; attempts: number }
) => Promise<void>

export interface EnqueueInput {
  kind: string
  /** Epoch ms; the job runs at the first poll at or after it. */
  runAt: number
  payload?: Record<string, unknown>
  /** At most one job per (kind, key): a second enqueue with the same key is a no-op. */
  key?: string
}

/** After this many failed runs a job is left as `failed` (with its last error) for a person to look at. */
export const MAX_ATTEMPTS = 5
/** Poll interval of the background runner. */
export const JOB_POLL_MS = 1_000
const backoffMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000)

interface JobRow {
  id: number
  kind: string
  payload: Record<string, unknown>
  run_at: number
  attempts: number
}

/**
 * Inserts a job inside the caller's transaction (for modules that hold no queue handle, e.g. order-ops);
 * `services.jobs.enqueue` is the same with the service clock.
 */
export async function enqueueJob(t: Db, job: EnqueueInput, now: number): Promise<void> {
  await t.query(...enqueueJobStatement(job, now))
}

/** `enqueueJob` as a statement, for a caller that sends it with others (`Db.batch`). */
export const enqueueJobStatement = (job: EnqueueInput, now: number): Statement => [
  `INSERT INTO jobs (kind, key, payload, run_at, created_at) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (kind, key) WHERE key IS NOT NULL DO NOTHING`,
  [job.kind, job.key ?? null, JSON.stringify(job.payload ?? {}), Math.trunc(job.runAt), now]
]

/**
 * The durable job table (migration 006). Enqueue inside the transaction that creates the reason for
 * the job (an order, a voucher), so the job exists exactly when its reason does. Any number of
 * processes may run `runDue`: a job is claimed with FOR UPDATE SKIP LOCKED and marked done in the
 * same transaction as its handler's writes.
 */
export function createJobQueue(deps: { db: Db; clock: Clock; log?: FastifyBaseLogger }) {
  const { db, clock, log } = deps
  const handlers = new Map<string, JobHandler<never>>()
  const recurring = new Map<string, (after: number) => number>()

  const enqueue = (t: Db, job: EnqueueInput): Promise<void> => enqueueJob(t, job, clock.now())

  function register<P>(kind: string, handler: JobHandler<P>): void {
    if (handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`)
    handlers.set(kind, handler as JobHandler<never>)
  }

  /**
   * A job that repeats: `next(after)` gives the run after epoch ms `after` (e.g. the next Asia/Macau
   * midnight). Each run enqueues its successor in its own transaction; the key is the run time, so
   * processes starting together create one.
   */
  function every<P>(kind: string, next: (after: number) => number, handler: JobHandler<P>): void {
    recurring.set(kind, next)
    register<P>(kind, async (t, payload, job) => {
      await handler(t, payload, job)
      const at = next(job.runAt)
      await enqueue(t, { kind, runAt: at, key: String(at) })
    })
  }

  /** Makes sure every recurring job has its next run queued (idempotent). */
  async function seedRecurring(): Promise<void> {
    for (const [kind, next] of recurring) {
      const pending = await db.one(`SELECT 1 FROM jobs WHERE kind = $1 AND state = 'pending' LIMIT 1`, [kind])
      if (pending) continue
      const at = next(clock.now())
      await enqueue(db, { kind, runAt: at, key: String(at) })
    }
  }

  /** Claims and runs one due job; false when none is due (or the due ones are held by another process). */
  async function runOne(): Promise<boolean> {
    let failed: { row: JobRow; err: unknown } | undefined
    const ran = await db.tx(async (t) => {
      const row = await t.one<JobRow>(
        `SELECT id, kind, payload, run_at, attempts FROM jobs
         WHERE state = 'pending' AND run_at <= $1 AND kind = ANY($2::text[])
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [clock.now(), [...handlers.keys()]]
      )
      if (!row) return false
      const handler = handlers.get(row.kind) as JobHandler | undefined
      if (!handler) return false
      try {
        await t.query('SAVEPOINT job')
        await handler(t, row.payload, {
          id: Number(row.id),
          kind: row.kind,
          runAt: Number(row.run_at),
          attempts: row.attempts
        })
        await t.query('RELEASE SAVEPOINT job')
        await t.query(`UPDATE jobs SET state = 'done', attempts = attempts + 1, done_at = $2 WHERE id = $1`, [
          row.id,
          clock.now()
        ])
      } catch (err) {
        // The handler's writes are undone; the failure is recorded in the same transaction.
        await t.query('ROLLBACK TO SAVEPOINT job')
        failed = { row, err }
        const attempts = row.attempts + 1
        await t.query(
          `UPDATE jobs SET attempts = $2, last_error = $3, state = $4, run_at = $5 WHERE id = $1`,
          [
            row.id,
            attempts,
            String(err instanceof Error ? err.message : err).slice(0, 500),
            attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            clock.now() + backoffMs(attempts)
          ]
        )
      }
      return true
    })
    if (failed) log?.warn({ err: failed.err, jobId: failed.row.id, kind: failed.row.kind }, 'job failed')
    return ran
  }

  /** Runs due jobs until none is left (tests call this after advancing their clock); returns how many ran. */
  async function drain(limit = 10_000): Promise<number> {
    let n = 0
    while (n < limit && (await runOne())) n++
    return n
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  return {
    enqueue,
    register,
    every,
    drain,
    seedRecurring,
    /** Polls every JOB_POLL_MS (unref'd) until stop. */
    async start(pollMs = JOB_POLL_MS) {
      await seedRecurring()
      if (timer) return
      timer = setInterval(() => {
        if (running) return
        running = drain(100)
          .catch((err: unknown) => log?.warn({ err }, 'job runner failed'))
          .finally(() => (running = undefined))
      }, pollMs)
      timer.unref()
    },
    /** Stops polling and waits for the run in progress. */
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    }
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>
