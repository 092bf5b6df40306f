import type { Point } from '@lotus/contract/geo'
import { arrive, deliver, type HandoverInput } from './deliver.js'
import { earningsToday } from './earnings.js'
import { jobsNear } from './jobs-near.js'
import { pickUp } from './pick-up.js'
import type { RiderCaller, RiderDeps } from './rider-deps.js'
import { sharePosition } from './share-position.js'
import { take } from './take.js'
import { myTasks, task } from './tasks.js'

export type { RiderCaller } from './rider-deps.js'

/**
 * The riders' app (issue 36 point 6), one file per operation: deliveries near me, take (one rider per order),
 * picked up, arrived for the 18+ check, delivered, position, today's earnings. Orders move only through the
 * order lifecycle, as the rider; every change is audited in its transaction.
 */
export function createRiderService(d: RiderDeps) {
  return {
    jobsNear: (c: RiderCaller, at?: Point) => jobsNear(d, c, at),
    take: (c: RiderCaller, orderId: number) => take(d, c, orderId),
    pickUp: (c: RiderCaller, orderId: number) => pickUp(d, c, orderId),
    arrive: (c: RiderCaller, orderId: number) => arrive(d, c, orderId),
    deliver: (c: RiderCaller, input: HandoverInput) => deliver(d, c, input),
    sharePosition: (c: RiderCaller, p: Point) => sharePosition(d, c, p),
    tasks: (c: RiderCaller) => myTasks(d, c),
    task: (c: RiderCaller, orderId: number) => task(d, c, orderId),
    earningsToday: (c: RiderCaller) => earningsToday(d, c)
  }
}

export type RiderService = ReturnType<typeof createRiderService>
