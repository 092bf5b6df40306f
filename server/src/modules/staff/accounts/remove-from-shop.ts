import { notFound } from '../../../errors.js'
import {
  auditOf,
  bumpVersion,
  checkVersion,
  endAccess,
  lockTarget,
  type AccountsCaller,
  type AccountsDeps
} from './deps.js'

/**
 * Takes an account off one shop: that shop's calls are refused from the next request (sessions read the shops
 * each time), and its board sockets close now (their credentials are deleted; new ones name only its shops left).
 */
export async function removeFromShop(
  deps: AccountsDeps,
  c: AccountsCaller,
  input: { staffId: number; version: number; merchantId: number }
): Promise<{ id: number; merchantIds: number[]; version: number }> {
  return deps.db.tx(async (t) => {
    const a = await lockTarget(t, c, input.staffId)
    // an owner's other shops, or a shop the account does not work for, answer as missing
    if (!a.merchant_ids.includes(input.merchantId)) throw notFound('找不到該帳號')
    if (c.actor.role !== 'operator' && !c.actor.merchantIds.includes(input.merchantId))
      throw notFound('找不到該帳號')
    checkVersion(a, input.version)
    await t.query('DELETE FROM staff_shops WHERE staff_id = $1 AND merchant_id = $2', [
      a.id,
      input.merchantId
    ])
    await endAccess(deps, t, a.id, { sessions: false })
    const version = await bumpVersion(t, a.id)
    const left = a.merchant_ids.filter((m) => m !== input.merchantId)
    await auditOf(deps, t, c, a)(
      'staff.account.shopRemoved',
      { merchantIds: a.merchant_ids },
      { merchantIds: left },
      input.merchantId
    )
    return { id: a.id, merchantIds: left, version }
  })
}
