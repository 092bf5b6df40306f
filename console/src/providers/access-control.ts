import { canOpenPage, type StaffActor } from '@lotus/contract/staff'
import type { AccessControlProvider } from '@refinedev/core'
import { fetchMe } from '../api'
import { currentShopOf } from '../shop'

/** The contract's rules (the server refuses with the same ones) decide which pages the menu shows. */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource }) {
    const me = await fetchMe()
    if (!me) return { can: false }
    const actor: StaffActor = {
      id: me.id,
      role: me.role,
      merchantIds: me.shops.map((s) => s.id),
      stage: me.stage
    }
    if (resource === 'board') return { can: canOpenPage(actor, 'board', currentShopOf(me) ?? undefined) }
    if (resource === 'orders') return { can: canOpenPage(actor, 'orders', currentShopOf(me) ?? undefined) }
    if (resource === 'menu') return { can: canOpenPage(actor, 'menu', currentShopOf(me) ?? undefined) }
    if (resource === 'counter' || resource === 'refunds')
      return { can: canOpenPage(actor, resource, currentShopOf(me) ?? undefined) }
    if (resource === 'audit') return { can: canOpenPage(actor, 'audit') }
    if (resource === 'account') return { can: canOpenPage(actor, 'account') }
    if (resource === 'rider') return { can: canOpenPage(actor, 'rider') }
    // group-buying deals and reservation slots (issue 37 point 3)
    if (resource === 'deals') return { can: canOpenPage(actor, 'deals', currentShopOf(me) ?? undefined) }
    return { can: false }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } }
}
