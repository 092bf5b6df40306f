import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'
import type { Fulfilment } from './order-kinds'
import type { Vertical } from './verticals'

/** How a paid order was paid, as the receipt prints it: 電子支付 covers every gateway brand (MPay, 澳門通…). */
export const PAY_METHOD_TEXT: Readonly<Record<'wallet' | 'online' | 'shopCard', string>> = {
  wallet: '錢包餘額',
  online: '電子支付',
  shopCard: '商家儲值卡'
}

/** PAY_METHOD_TEXT in English and Portuguese (the app's order page, and the server's words for its field). */
export const PAY_METHOD_WORDS: Readonly<Record<keyof typeof PAY_METHOD_TEXT, Phrase>> = {
  wallet: ['Wallet balance', 'Saldo da carteira'],
  online: ['Online payment', 'Pagamento eletrónico'],
  shopCard: ['Shop stored-value card', 'Cartão de valor da loja']
}

export const payMethodText = (m: keyof typeof PAY_METHOD_TEXT, locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, PAY_METHOD_TEXT[m], PAY_METHOD_WORDS[m])

/**
 * A printable receipt of a paid order (GET /v1/store/order/:id/receipt). Money in avos (charges positive,
 * discounts negative), times in seconds (the app prints them in Asia/Macau).
 */
export interface OrderReceipt {
  orderId: number
  orderNo: string
  vertical: Vertical
  fulfilment: Fulfilment
  merchant: { name: string; address: string; phone: string }
  lines: Array<{ name: string; options: string; itemCount: number; unitPrice: number; amount: number }>
  /** the goods subtotal, then every charge (packing, delivery) */
  fees: Array<{ label: string; amount: number }>
  /** coupons, red envelopes, activities: negative amounts */
  discounts: Array<{ label: string; amount: number }>
  total: number
  payMethod: 'wallet' | 'online' | 'shopCard'
  payMethodText: string
  paidAt: number
  /** money already returned (refunds approved), 0 when none */
  refunded: number
  statusText: string
}

/** The options of a line as one text: "大杯 / 少冰". */
export const optionsText = (props: Array<{ values: Array<{ value: string }> }>): string =>
  props.flatMap((p) => p.values.map((v) => v.value)).join(' / ')
