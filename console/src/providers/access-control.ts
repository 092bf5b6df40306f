import { actorOfMe, canOpenPage, CONSOLE_PAGES, type StaffActor } from '@lotus/contract/staff'
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
      stage: me.stage,
      opsRoles: me.opsRoles
    }
    if (resource === 'board') return { can: canOpenPage(actor, 'board', currentShopOf(me) ?? undefined) }
    if (resource === 'orders') return { can: canOpenPage(actor, 'orders', currentShopOf(me) ?? undefined) }
    if (resource === 'menu') return { can: canOpenPage(actor, 'menu', currentShopOf(me) ?? undefined) }
    if (resource === 'counter' || resource === 'refunds')
      return { can: canOpenPage(actor, resource, currentShopOf(me) ?? undefined) }
    if (resource === 'audit') return { can: canOpenPage(actor, 'audit') }
    if (resource === 'account') return { can: canOpenPage(actor, 'account') }
    if (resource === 'rider') return { can: canOpenPage(actor, 'rider') }
    // staff accounts (issue 36, fulfil): an owner for the shop in view, an operator for all
    if (resource === 'staff') return { can: canOpenPage(actor, 'staff', currentShopOf(me) ?? undefined) }
    // reviews and figures (issue 37 points 4, 5)
    if (resource === 'reviews' || resource === 'figures')
      return { can: canOpenPage(actor, resource, currentShopOf(me) ?? undefined) }
    if (resource === 'review-reports') return { can: canOpenPage(actor, 'review-reports') }
    // the shop's settings (issue 37 point 2)
    if (resource === 'shop') return { can: canOpenPage(actor, 'shop', currentShopOf(me) ?? undefined) }
    // group-buying deals and reservation slots (issue 37 point 3)
    if (resource === 'deals') return { can: canOpenPage(actor, 'deals', currentShopOf(me) ?? undefined) }
    // operators' pages (issue 38): support's ops-*, content's content-*, marketing's campaigns and gifts, the
    // dashboard: not about a shop; the operator's roles decide
    const page = CONSOLE_PAGES.find(
      (p) =>
        p.name === resource &&
        (p.name.startsWith('ops-') ||
          p.name.startsWith('content-') ||
          p.name === 'campaigns' ||
          p.name === 'gifts' ||
          p.name === 'dashboard')
    )
    if (page) return { can: canOpenPage(actorOfMe(me), page.name) }
    return { can: false }
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } }
}
