import { can, transition as step } from '@lotus/contract/fsm'
import {
  deliveryActions,
  deliveryMachine,
  DELIVERY_EVENTS,
  DELIVERY_STATES,
  type DeliveryEvent,
  type DeliveryState
} from '@lotus/contract/order-delivery'
import { AppError, ErrorCode } from '../../errors.js'

// The machine itself lives in the contract (contract/order-delivery.ts); the server only turns a refusal into
// its error code.
export {
  MAX_REFUND_REQUESTS,
  ORDER_ACTIONS,
  REFUND_AFTER_COMPLETE_MS,
  refundWindowOpen,
  type ActionFacts,
  type OrderAction
} from '@lotus/contract/order-delivery'

export const ORDER_STATES = DELIVERY_STATES
export const ORDER_EVENTS = DELIVERY_EVENTS
export type OrderState = DeliveryState
export type OrderEvent = DeliveryEvent
export const STATUS_TEXT = deliveryMachine.text
export const allowedActions = deliveryActions

/** The state after `event`, or ORDER_STATE with the reason in Traditional Chinese. */
export function transition(state: OrderState, event: OrderEvent): OrderState {
  const r = step(deliveryMachine, state, event)
  if (!r.ok) throw new AppError(ErrorCode.ORDER_STATE, r.refusal.message)
  return r.to
}

export const canTransition = (state: OrderState, event: OrderEvent): boolean =>
  can(deliveryMachine, state, event)
