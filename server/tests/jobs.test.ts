import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJobQueue } from '../src/modules/jobs/job-queue.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.db.exec('CREATE TABLE job_effects (job text NOT NULL, n int NOT NULL)')
})
afterAll(() => t.close())

const effects = async (job: string): Promise<number> =>
  Number((await t.db.one<{ n: string }>('SELECT count(*) AS n FROM job_effects WHERE job = $1', [job]))?.n)

describe('durable jobs', () => {
  it('runs a job once when it falls due, not before, and a second enqueue with its key is a no-op', async () => {
    const q = createJobQueue({ db: t.db, clock: t.clock })
    q.register<{ tag: string }>('effect', async (tx, p) => {
      await tx.query('INSERT INTO job_effects (job, n) VALUES ($1, 1)', [p.tag])
    })
    await q.enqueue(t.db, { kind: 'effect', runAt: t.clock.now() + 60_000, payload: { tag: 'a' }, key: 'a' })
    await q.enqueue(t.db, { kind: 'effect', runAt: t.clock.now() + 1_000, payload: { tag: 'a' }, key: 'a' })
    expect(await q.drain()).toBe(0)
    t.clock.advance(60_000)
    expect(await q.drain()).toBe(1)
    expect(await q.drain()).toBe(0)
    expect(await effects('a')).toBe(1)
  })

  it('undoes a failing handler’s writes, retries later and gives up after the last attempt', async () => {
    const q = createJobQueue({ db: t.db, clock: t.clock })
    let calls = 0
    q.register('flaky', async (tx) => {
      calls++
      await tx.query(`INSERT INTO job_effects (job, n) VALUES ('flaky', 1)`)
      if (calls < 3) throw new Error('gateway down')
    })
    await q.enqueue(t.db, { kind: 'flaky', runAt: t.clock.now() })
    expect(await q.drain()).toBe(1)
    expect(await effects('flaky')).toBe(0)
    const row = await t.db.one<{ state: string; last_error: string }>(
      `SELECT state, last_error FROM jobs WHERE kind = 'flaky'`
    )
    expect(row).toEqual({ state: 'pending', last_error: 'gateway down' })
    expect(await q.drain()).toBe(0) // backing off
    t.clock.advance(3_600_000)
    await q.drain()
    t.clock.advance(3_600_000)
    await q.drain()
    expect(calls).toBe(3)
    expect(await effects('flaky')).toBe(1)

    q.register('broken', async () => {
      throw new Error('always')
    })
    await q.enqueue(t.db, { kind: 'broken', runAt: t.clock.now() })
    for (let i = 0; i < 6; i++) {
      await q.drain()
      t.clock.advance(3_600_000)
    }
    expect((await t.db.one<{ state: string }>(`SELECT state FROM jobs WHERE kind = 'broken'`))?.state).toBe(
      'failed'
    )
  })

  it('runs each of 40 jobs exactly once with four runners draining at the same time', async () => {
    const runners = Array.from({ length: 4 }, () => createJobQueue({ db: t.db, clock: t.clock }))
    for (const r of runners) {
      r.register<{ tag: string }>('race', async (tx, p) => {
        await tx.query('INSERT INTO job_effects (job, n) VALUES ($1, 1)', [p.tag])
      })
    }
    for (let i = 0; i < 40; i++) {
      await runners[0]!.enqueue(t.db, { kind: 'race', runAt: t.clock.now(), payload: { tag: `race-${i}` } })
    }
    const ran = await Promise.all(runners.map((r) => r.drain()))
    expect(ran.reduce((a, b) => a + b, 0)).toBe(40)
    const rows = await t.db.many<{ job: string; n: string }>(
      `SELECT job, count(*) AS n FROM job_effects WHERE job LIKE 'race-%' GROUP BY job`
    )
    expect(rows).toHaveLength(40)
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true)
  })

  it('keeps one pending run of a recurring job and queues the next after each run', async () => {
    const hour = 3_600_000
    const next = (after: number) => (Math.floor(after / hour) + 1) * hour
    const a = createJobQueue({ db: t.db, clock: t.clock })
    const b = createJobQueue({ db: t.db, clock: t.clock })
    for (const q of [a, b]) {
      q.every('hourly', next, async (tx) => {
        await tx.query(`INSERT INTO job_effects (job, n) VALUES ('hourly', 1)`)
      })
    }
    await Promise.all([a.seedRecurring(), b.seedRecurring()])
    const pending = async () =>
      Number(
        (
          await t.db.one<{ n: string }>(
            `SELECT count(*) AS n FROM jobs WHERE kind = 'hourly' AND state = 'pending'`
          )
        )?.n
      )
    expect(await pending()).toBe(1)
    t.clock.advance(hour)
    await Promise.all([a.drain(), b.drain()])
    expect(await effects('hourly')).toBe(1)
    expect(await pending()).toBe(1)
  })
})
