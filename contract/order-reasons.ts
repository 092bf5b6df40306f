import type { Phrase } from './locale'

/**
 * Values the server stores as written, in Chinese, whatever the customer's language: the reasons of a refund
 * (refunds.reason) and of a cancellation (orders.cancel_reason), and the remark's quick tags the kitchen reads. The
 * merchant and staff read them as sent; the app shows each in the reader's language (src/stores/words.ts,
 * valueLabel). Data, not words: this is why they live here and not in the app's code (issue 39's lint rule).
 */
export const REMARK_TAGS = [
  '少辣',
  '不要辣',
  '不要蔥',
  '不要芫荽',
  '多放醋',
  '少鹽',
  '少冰',
  '去冰',
  '餐具放門口'
] as const

/** a takeaway order's refund reasons; the last asks for a description */
export const REFUND_REASONS = [
  '商品少送/錯送',
  '商品品質問題',
  '送達時間太晚',
  '商家未出餐',
  '不想要了',
  '其他原因'
] as const

/** a supermarket order's refund reasons; the last asks for a description */
export const MARKET_REFUND_REASONS = [
  '商品少送/錯送',
  '商品品質問題',
  '商品已過期',
  '送達時間太晚',
  '不想要了',
  '其他原因'
] as const

export const CANCEL_REASONS = ['不想要了', '資料填寫錯誤', '商家缺貨', '送達時間太長', '其他原因'] as const

export type OrderReason =
  (typeof CANCEL_REASONS)[number] | (typeof REFUND_REASONS)[number] | (typeof MARKET_REFUND_REASONS)[number]

/**
 * Each reason in English and Portuguese: the label the app shows for it (src/stores/words.ts) and the words of a
 * timeline note or refund that carries it (contract/server-words.ts), one list for both.
 */
export const ORDER_REASON_WORDS: Readonly<Record<OrderReason, Phrase>> = {
  '商品少送/錯送': ['Items missing or wrong', 'Artigos em falta ou errados'],
  商品品質問題: ['Quality problem', 'Problema de qualidade'],
  商品已過期: ['Past its expiry date', 'Fora do prazo de validade'],
  送達時間太晚: ['Delivered too late', 'Entregue muito tarde'],
  商家未出餐: ['Shop never made the order', 'A loja não preparou a encomenda'],
  不想要了: ['No longer wanted', 'Já não quero'],
  其他原因: ['Other reason', 'Outro motivo'],
  資料填寫錯誤: ['Wrong details entered', 'Dados preenchidos errados'],
  商家缺貨: ['Shop out of stock', 'Loja sem stock'],
  送達時間太長: ['Delivery takes too long', 'A entrega demora demasiado']
}
