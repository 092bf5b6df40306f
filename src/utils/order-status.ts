/**
 * How an order state and an order action look in the app. States, their text and the allowed
 * actions come from the contract (contract/order-delivery.ts); the app adds colours, a hint per
 * state, button labels and the progress bar.
 */
import { isState } from '@lotus/contract/fsm'
import {
  deliveryMachine,
  MOVING_STATES,
  ORDER_ACTIONS,
  type DeliveryState,
  type OrderAction
} from '@lotus/contract/order-delivery'
import { pickupMachine, PICKUP_MOVING_STATES, type PickupState } from '@lotus/contract/order-pickup'
import { orderWords } from './words'

const w = orderWords.word

export type OrderState = DeliveryState | PickupState
export type OrderActionKey = OrderAction
export const ORDER_STATES = deliveryMachine.states
export { MOVING_STATES }

export type StatusTone = 'orange' | 'green' | 'grey' | 'red'

export const TONE_COLOURS: Readonly<Record<StatusTone, string>> = {
  orange: '#c2410c',
  green: '#12804a',
  grey: '#6e6e6e',
  red: '#c62828'
}

const TONE: Readonly<Record<OrderState, StatusTone>> = {
  unpaid: 'orange',
  paid: 'orange',
  accepted: 'orange',
  delivering: 'orange',
  age_check: 'orange',
  delivered: 'green',
  completed: 'grey',
  cancelled: 'grey',
  refunding: 'red',
  refunded: 'grey',
  refund_rejected: 'red',
  ready: 'orange'
}

/** A self-pickup order's states whose name and hint differ from delivery (no rider, no meal). */
const PICKUP_OWN: ReadonlySet<string> = new Set<PickupState>(['paid', 'accepted', 'ready'])

/** Text, colour and a one-line hint for a state; an unknown state shows neutrally, never crashes. */
export function orderStatusView(
  status: string,
  fulfilment: string = 'delivery'
): { text: string; color: string; hint: string } {
  if (fulfilment === 'pickup' && isState(pickupMachine, status)) {
    const own = PICKUP_OWN.has(status)
    return {
      text: w(status === 'accepted' || status === 'ready' ? `pickupState.${status}` : `state.${status}`),
      color: TONE_COLOURS[TONE[status]],
      hint: w(own ? `pickup.${status as 'paid' | 'accepted' | 'ready'}` : `hint.${status}`)
    }
  }
  if (!isState(deliveryMachine, status))
    return { text: status || w('unknown'), color: TONE_COLOURS.grey, hint: '' }
  return { text: w(`state.${status}`), color: TONE_COLOURS[TONE[status]], hint: w(`hint.${status}`) }
}

/** States in which the simulator (or the merchant) moves the order on: the detail page polls. */
export const isMovingState = (status: string): boolean =>
  (MOVING_STATES as readonly string[]).includes(status) ||
  (PICKUP_MOVING_STATES as readonly string[]).includes(status)

/** An action's button label in the language in force. */
export const actionLabel = (a: OrderActionKey): string => w(`action.${a}`)

/** actionLabel by key (each read in the language in force) */
export const ACTION_LABELS: Readonly<Record<OrderActionKey, string>> = Object.defineProperties(
  {} as Record<OrderActionKey, string>,
  Object.fromEntries(
    ORDER_ACTIONS.map((a) => [a, { get: () => actionLabel(a), enumerable: true }])
  ) as PropertyDescriptorMap
)

/** Primary (filled orange) actions draw the eye; the rest are outlined. */
export const PRIMARY_ACTIONS: readonly OrderActionKey[] = ['pay', 'confirm', 'evaluate']

/** Known actions only, in the server's order (an action added later is hidden until the app knows it). */
export function knownActions(actions: readonly string[]): OrderActionKey[] {
  return actions.filter((a): a is OrderActionKey => (ORDER_ACTIONS as readonly string[]).includes(a))
}

/** The happy path's five steps (下單 → 送達), each read in the language in force. */
export const PROGRESS_STEPS: readonly string[] = ([0, 1, 2, 3, 4] as const).reduce<string[]>((list, i) => {
  Object.defineProperty(list, i, { get: () => w(`step${i}`), enumerable: true })
  return list
}, [])

/**
 * Index of the last reached step of PROGRESS_STEPS, or -1 when the order left the happy path
 * (cancelled / refunds: the page shows the server's timeline instead).
 */
export function progressStep(status: string): number {
  switch (status) {
    case 'unpaid':
      return 0
    case 'paid':
      return 1
    case 'accepted':
    case 'ready': // prepared, waiting for the rider: still on the happy path (the board's 出餐)
      return 2
    case 'delivering':
    case 'age_check':
      return 3
    case 'delivered':
    case 'completed':
      return 4
    default:
      return -1
  }
}
