import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuditLog } from '../src/modules/staff/audit.js'
import { createStaffAccount, type NewStaffAccount } from '../src/modules/staff/create-account.js'
import { staffClient } from './helpers/staff-client.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** How production gets its first staff (it seeds none): createStaffAccount, behind `npm run staff -w server`. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SYSTEM = { type: 'system' as const, name: 'staff-cli' }
const create = (input: Partial<NewStaffAccount>) =>
  createStaffAccount(
    { db: t.db, clock: t.clock, audit: createAuditLog({ db: t.db, clock: t.clock }) },
    {
      username: 'ops.lead',
      name: '值班主管',
      role: 'operator',
      password: 'a-long-enough-secret',
      merchantIds: [],
      ...input
    },
    SYSTEM
  )

describe('creating a staff account', () => {
  it('creates an operator who logs in (and must enrol TOTP), audited as the system', async () => {
    const { id } = await create({})
    const r = await staffClient(t).password('ops.lead', 'a-long-enough-secret')
    expect(r.body.code).toBe('0000')
    expect(r.body.data.stage).toBe('enrol')
    const entry = await t.db.one<{
      actor_type: string
      actor_name: string
      subject_id: string
      after: unknown
    }>(
      "SELECT actor_type, actor_name, subject_id, after FROM audit_log WHERE action = 'staff.account.created'"
    )
    expect(entry).toMatchObject({ actor_type: 'system', actor_name: 'staff-cli', subject_id: String(id) })
    expect(entry!.after).toMatchObject({ username: 'ops.lead', role: 'operator' })
  })

  it('refuses short passwords, bad names, duplicates, and shops that do not fit the role', async () => {
    const shop = (await t.db.one<{ id: number }>('SELECT id FROM merchants ORDER BY id LIMIT 1'))!.id
    const cases: Array<[Partial<NewStaffAccount>, string]> = [
      [{ username: 'short.pw', password: 'too-short' }, '密碼最少'],
      [{ username: 'Bad Name' }, '帳號須為'],
      [{ username: 'ops.lead' }, '已存在'],
      [{ username: 'lonely.staff', role: 'staff' }, '店員須屬於一間店鋪'],
      [{ username: 'rider.shop', role: 'rider', merchantIds: [shop] }, '不屬於店鋪'],
      [{ username: 'ghost.owner', role: 'owner', merchantIds: [999_999] }, '找不到該店鋪']
    ]
    for (const [input, msg] of cases) {
      await expect(create(input), input.username).rejects.toThrow(msg)
    }
    const made = await t.db.many<{ username: string }>(
      "SELECT username FROM staff_accounts WHERE username IN ('short.pw', 'lonely.staff', 'rider.shop', 'ghost.owner')"
    )
    expect(made).toEqual([])
  })

  it('the command line explains itself when called without what it needs', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/staff-cli.ts', 'add'], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: 'memory' }
    })
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('--username')
    expect(r.stderr).toContain('STAFF_PASSWORD')
  })
})
