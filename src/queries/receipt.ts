import { getReceipt } from '@/services/receipt'
import { useQuery } from './cache'

export const receiptKeys = { one: (orderId: number) => ['order', 'receipt', orderId] as const }

export const useReceipt = (orderId: number) =>
  useQuery(receiptKeys.one(orderId), () => getReceipt(orderId), { enabled: orderId > 0 })
