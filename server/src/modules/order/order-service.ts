// The order service is a folder of one file per operation (orders/); this name stays for its importers.
export {
  createOrderService,
  customer,
  requestHash,
  type OrderKind,
  type OrderService,
  type SubmitInput,
  type SubmitResult
} from './orders/index.js'
export { orderNumber } from './place-order.js'
export type { OrderRow } from './order-ops.js'
