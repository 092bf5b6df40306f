import type { Machine } from './fsm'
import { deliveryMachine, type DeliveryEvent, type DeliveryState } from './order-delivery'
import type { Fulfilment } from './order-kinds'

/**
 * One lifecycle per fulfilment kind. A domain adds its kind's machine in its own
 * `order-<kind>.ts` and one entry here; until then its kind has no machine and cannot be ordered.
 */
interface MachineOf {
  delivery: Machine<DeliveryState, DeliveryEvent>
}

const MACHINES: MachineOf & Partial<Record<Fulfilment, Machine<string, string>>> = {
  delivery: deliveryMachine
}

export function machineFor<K extends keyof MachineOf>(kind: K): MachineOf[K]
export function machineFor(kind: Fulfilment): Machine<string, string> | undefined
export function machineFor(kind: Fulfilment): Machine<string, string> | undefined {
  return MACHINES[kind]
}

/** The kinds that can be ordered today. */
export const orderableKinds = (): Fulfilment[] => Object.keys(MACHINES) as Fulfilment[]
