import { cancel } from './cancel.js'
import { exchange } from './exchange.js'
import { registerMallHooks } from './hooks.js'
import { itemName } from './item-name.js'
import { item } from './item.js'
import { items } from './items.js'
import { orderByOrderId } from './order-by-order-id.js'
import { order } from './order.js'
import { orders } from './orders.js'
import { receive } from './receive.js'
import type { MallContext } from './shared.js'
import { ship } from './ship.js'
import { toShip } from './to-ship.js'

export { PMALL_AUTO_RECEIVE_JOB } from './shared.js'

/**
 * The points mall (issue 9): one file per operation in this folder, each built over the same context; the
 * pickup redeem, the auto-receive job and the cash order's hooks are registered once here.
 */
export function createPointsMallService(deps: MallContext) {
  const ctx: MallContext = { ...deps }
  registerMallHooks(ctx)
  return {
    itemName: itemName(ctx),
    items: items(ctx),
    item: item(ctx),
    exchange: exchange(ctx),
    orders: orders(ctx),
    order: order(ctx),
    orderByOrderId: orderByOrderId(ctx),
    ship: ship(ctx),
    toShip: toShip(ctx),
    receive: receive(ctx),
    cancel: cancel(ctx)
  }
}

export type PointsMallService = ReturnType<typeof createPointsMallService>
