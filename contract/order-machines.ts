import type { Machine } from './fsm'
import { deliveryMachine, type DeliveryEvent, type DeliveryState } from './order-delivery'
import type { Fulfilment } from './order-kinds'
import {
  membershipOrderMachine,
  type MembershipOrderEvent,
  type MembershipOrderState
} from './order-membership'
import { pickupMachine, type PickupEvent, type PickupState } from './order-pickup'
import { pointsOrderMachine, type PointsOrderEvent, type PointsOrderState } from './order-points'
import { reservationOrderMachine } from './order-reservation'
import { ticketOrderMachine } from './order-ticket'
import { voucherOrderMachine, type GroupOrderEvent, type GroupOrderState } from './order-voucher'

/**
 * One lifecycle per fulfilment kind. A domain adds its kind's machine in its own
 * `order-<kind>.ts` and one entry here; until then its kind has no machine and cannot be ordered.
 */
interface MachineOf {
  delivery: Machine<DeliveryState, DeliveryEvent>
  pickup: Machine<PickupState, PickupEvent>
  voucher: Machine<GroupOrderState, GroupOrderEvent>
  ticket: Machine<GroupOrderState, GroupOrderEvent>
  reservation: Machine<GroupOrderState, GroupOrderEvent>
  points: Machine<PointsOrderState, PointsOrderEvent>
  membership: Machine<MembershipOrderState, MembershipOrderEvent>
}

const MACHINES: MachineOf & Partial<Record<Fulfilment, Machine<string, string>>> = {
  delivery: deliveryMachine,
  pickup: pickupMachine,
  voucher: voucherOrderMachine,
  ticket: ticketOrderMachine,
  reservation: reservationOrderMachine,
  points: pointsOrderMachine,
  membership: membershipOrderMachine
}

export function machineFor<K extends keyof MachineOf>(kind: K): MachineOf[K]
export function machineFor(kind: Fulfilment): Machine<string, string> | undefined
export function machineFor(kind: Fulfilment): Machine<string, string> | undefined {
  return MACHINES[kind]
}

/** The kinds that can be ordered today. */
export const orderableKinds = (): Fulfilment[] => Object.keys(MACHINES) as Fulfilment[]
