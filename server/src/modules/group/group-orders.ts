// Group orders live in orders/ (one file per operation); this name stays for the services and evaluations.
export {
  createGroupOrders,
  HOLD_LAPSE_JOB,
  refreshRatings,
  VOUCHER_EXPIRE_JOB,
  type GroupOrders,
  type Placed
} from './orders/index.js'
