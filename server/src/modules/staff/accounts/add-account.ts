import { OWNER_ADDS, type StaffRole } from '@lotus/contract/staff'
import { AppError, ErrorCode } from '../../../errors.js'
import { createStaffAccount } from '../create-account.js'
import { randomPassword, type AccountsCaller, type AccountsDeps } from './deps.js'

/**
 * Adds an account: an owner a member of staff to one of their shops (the route asked the policy for that shop), an
 * operator any role. Without a typed password (≥ 12 characters) the server makes a random one and answers it once;
 * the audit log records who added whom, never a password.
 */
export async function addAccount(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: {
    username: string
    name: string
    role: StaffRole
    merchantId?: number | undefined
    password?: string | undefined
  }
): Promise<{ id: number; password?: string }> {
  if (c.actor.role !== 'operator' && !OWNER_ADDS.includes(input.role))
    throw new AppError(ErrorCode.STAFF_FORBIDDEN, '店主只可新增店員')
  const password = input.password ?? randomPassword()
  const { id } = await createStaffAccount(
    deps,
    {
      username: input.username,
      name: input.name,
      role: input.role,
      password,
      merchantIds: input.merchantId === undefined ? [] : [input.merchantId],
      // a password made here is known to whoever added the account: changed at the first login
      passwordChangeDue: input.password === undefined
    },
    { type: 'staff', id: c.actor.id, name: c.username }
  )
  return input.password === undefined ? { id, password } : { id }
}
