import { OPS_ROLES, STAFF_ROLES, type OpsRole, type StaffRole } from '@lotus/contract/staff'
import { parseArgs } from 'node:util'
import { systemClock } from './clock.js'
import { ConfigError, loadConfig } from './config.js'
import { openDb, prepareDb } from './db/index.js'
import { AppError } from './errors.js'
import { createAuditLog } from './modules/staff/audit.js'
import { createStaffAccount } from './modules/staff/create-account.js'

const USAGE = `npm run staff -w server -- add --username <name> --role <${STAFF_ROLES.join('|')}> [--name <display name>] [--shop <merchant id> …] [--ops <${OPS_ROLES.join('|')}> …]
The password is read from STAFF_PASSWORD (at least 12 characters). Uses DATABASE_URL or DATA_DIR as the server does.
Owners and operators set up TOTP at their first login. An operator without --ops is a super admin.`

/** Creates a staff account from the command line: how a production database gets its first operator. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      shop: { type: 'string', multiple: true },
      ops: { type: 'string', multiple: true }
    }
  })
  const password = process.env.STAFF_PASSWORD ?? ''
  if (positionals[0] !== 'add' || !values.username || !values.role) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    process.stderr.write(`${err.message}\n`)
    return 1
  }
  const db = await openDb(config)
  try {
    await prepareDb(db, systemClock.now())
    const { id } = await createStaffAccount(
      { db, clock: systemClock, audit: createAuditLog({ db, clock: systemClock }) },
      {
        username: values.username,
        name: values.name ?? values.username,
        role: values.role as StaffRole,
        password,
        merchantIds: (values.shop ?? []).map(Number),
        ...(values.ops ? { opsRoles: values.ops as OpsRole[] } : {})
      },
      { type: 'system', name: 'staff-cli' }
    )
    process.stdout.write(`created ${values.role} ${values.username} (id ${id})\n`)
    return 0
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    process.stderr.write(`${err.message}\n`)
    return 1
  } finally {
    await db.close()
  }
}

main().then((code) => process.exit(code))
