import { groupOrderMachineNamed } from './order-voucher'

/** A table reservation: unpaid (deposit due) → paid (confirmed) → completed (arrived) or refunded (cancelled in time). */
export const reservationOrderMachine = groupOrderMachineNamed('reservation', '已預訂')
