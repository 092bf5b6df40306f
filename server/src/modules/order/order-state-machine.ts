import type { Machine } from '@lotus/contract/fsm'
import { can, transition as step } from '@lotus/contract/fsm'
import {
  deliveryActions,
  type ActionFacts,
  type DeliveryEvent,
  type DeliveryState,
  type OrderAction
} from '@lotus/contract/order-delivery'
import type { Fulfilment } from '@lotus/contract/order-kinds'
import { machineFor } from '@lotus/contract/order-machines'
import { pickupActions, type PickupEvent, type PickupState } from '@lotus/contract/order-pickup'
import {
  pointsCashOrderMachine,
  type PointsCashEvent,
  type PointsCashState
} from '@lotus/contract/order-points'
import type { GroupOrderEvent, GroupOrderState } from '@lotus/contract/order-voucher'
import { AppError, ErrorCode } from '../../errors.js'

// The machines live in the contract (contract/order-<kind>.ts, registered in contract/order-machines.ts); an
// order row moves through the machine of its fulfilment kind. The server only turns a refusal into its code.
export {
  MAX_REFUND_REQUESTS,
  ORDER_ACTIONS,
  REFUND_AFTER_COMPLETE_MS,
  refundWindowOpen,
  type ActionFacts,
  type OrderAction
} from '@lotus/contract/order-delivery'

/** The kinds the order service itself runs (group kinds move through modules/group). */
export type OrderKindName = 'delivery' | 'pickup'
/** Every state and event of an order row, whatever its kind; `move` checks them against the kind's machine. */
export type OrderState = DeliveryState | PickupState | GroupOrderState | PointsCashState
export type OrderEvent = DeliveryEvent | PickupEvent | GroupOrderEvent | PointsCashEvent

/**
 * The machine an order row of kind `kind` moves through. The cash part of a points-mall exchange (kind
 * 'points') moves through `pointsCashOrderMachine`; the exchange itself moves through `pointsOrderMachine` in
 * the points mall's own table.
 */
function rowMachine(kind: Fulfilment): Machine<string, string> | undefined {
  return kind === 'points' ? pointsCashOrderMachine : machineFor(kind)
}

/** The lifecycle of an order of kind `kind`; a kind without one cannot be moved. */
export function lifecycleOf(kind: Fulfilment): Machine<string, string> {
  const m = rowMachine(kind)
  if (!m) throw new Error(`no state machine for fulfilment ${kind}`)
  return m
}

/** The state after `event` in the machine of `kind`, or ORDER_STATE with the reason in Traditional Chinese. */
export function transition(kind: Fulfilment, state: OrderState, event: OrderEvent): OrderState {
  const m = lifecycleOf(kind)
  if (!m.events.includes(event) || !m.states.includes(state)) {
    throw new AppError(ErrorCode.ORDER_STATE, `訂單${statusText(kind, state)}，無法操作`)
  }
  const r = step(m, state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to as OrderState
}

export const canTransition = (kind: Fulfilment, state: OrderState, event: OrderEvent): boolean => {
  const m = lifecycleOf(kind)
  return m.states.includes(state) && m.events.includes(event) && can(m, state, event)
}

/** The state's text in its kind's machine (the wire's statusText). */
export function statusText(kind: Fulfilment, state: string): string {
  const m = rowMachine(kind)
  return (m?.text as Record<string, string> | undefined)?.[state] ?? state
}

/** What the app offers on an order of kind `kind` in its state. */
export function allowedActions(
  kind: Fulfilment,
  facts: Omit<ActionFacts, 'status'> & { status: OrderState },
  now: number
): OrderAction[] {
  if (kind === 'pickup') return pickupActions({ ...facts, status: facts.status as PickupState }, now)
  return deliveryActions({ ...facts, status: facts.status as DeliveryState }, now)
}
