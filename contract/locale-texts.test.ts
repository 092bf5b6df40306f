import { describe, expect, it } from 'vitest'
import { deliveryFeeText } from './delivery-fee'
import { bookedSlotText, bookedTimeText, deliverySlots, orderBookedText } from './delivery-slots'
import { identityProblem } from './identity'
import { freeDeliveryVoucherText, memberPriceText } from './member'
import { closedText, shopClosedText } from './open-hours'
import { standingText } from './ops'
import { partialRefundText, refundStatusText, refundToText } from './order'
import { payMethodText } from './order-receipt'
import { validatePhone } from './phone'
import { capMessage, soldOutMessage } from './quantity'
import { verticalText } from './verticals'
import { customRecharge } from './wallet'
import { couponVerticalText } from './coupon-scope'
import { feedbackStatusText } from './feedback'
import { applicationStatusText } from './business'
import { weightText } from './order'

// 2026-03-10 12:00 Asia/Macau
const NOON = Date.parse('2026-03-10T04:00:00Z')

describe('contract texts the app shows, in the reader’s language (issue 39)', () => {
  it('keeps the Chinese by default', () => {
    expect(deliveryFeeText(1700)).toBe('配送費 MOP 17')
    expect(deliveryFeeText(0, {}, 'zh-Hant-MO')).toBe('免配送費')
    expect(capMessage(3)).toBe('最多購買3件')
    expect(soldOutMessage()).toBe('已售罄')
    expect(validatePhone('853', '1')).toBe('手機號碼格式不正確')
    expect(closedText('', 0)).toBe('休息中，暫停接單')
    expect(bookedTimeText(NOON / 1000 + 86_400, NOON)).toBe('預約 明日 12:00')
    expect(memberPriceText(2000, 1800)).toBe('會員價 MOP 18')
    expect(freeDeliveryVoucherText(500)).toBe('免配送費，最高MOP 5')
  })

  it('the delivery fee', () => {
    expect(deliveryFeeText(1700, {}, 'en')).toBe('Delivery MOP 17')
    expect(deliveryFeeText(1700, { from: true }, 'en')).toBe('Delivery from MOP 17')
    expect(deliveryFeeText(0, {}, 'en')).toBe('Free delivery')
    expect(deliveryFeeText(1750, { from: true }, 'pt')).toBe('Entrega desde MOP 17.5')
    expect(deliveryFeeText(0, {}, 'pt')).toBe('Entrega grátis')
  })

  it('the stepper’s toasts and the phone check', () => {
    expect(capMessage(300, 'en')).toBe('You can buy at most 300')
    expect(capMessage(2, 'pt')).toBe('Pode comprar no máximo 2')
    expect(soldOutMessage('pt')).toBe('Esgotado')
    expect(validatePhone('853', '', 'en')).toBe('Please enter a mobile number')
    expect(validatePhone('999', '66123456', 'pt')).toBe('Número de telemóvel inválido')
    expect(validatePhone('853', '66123456', 'en')).toBeNull()
  })

  it('a closed shop', () => {
    expect(closedText('09:00-22:00', 8 * 60, 'en')).toBe('Closed: opens today at 09:00')
    expect(closedText('09:00-22:00', 23 * 60, 'pt')).toBe('Fechada: abre amanhã às 09:00')
    const s = { openHours: '09:00-22:00', holidays: ['2026-03-10'] }
    expect(shopClosedText(s, NOON, 'en')).toBe('Closed today (day off): opens tomorrow at 09:00')
    expect(shopClosedText({ openHours: '', pausedUntil: NOON + 3_600_000 }, NOON, 'pt')).toBe(
      'Fechada: em pausa até às 13:00'
    )
    expect(standingText('closed', 'en')).toBe('This shop has closed down')
  })

  it('booked times and slots', () => {
    expect(bookedTimeText(NOON / 1000, NOON, 'en')).toBe('Booked: Today 12:00')
    expect(bookedSlotText({ date: '2026-03-11', slot: '14:00-16:00' }, NOON, 'pt')).toBe(
      'Agendada: Amanhã 14:00–16:00'
    )
    expect(orderBookedText({ deliveryTime: null }, NOON, 'en')).toBeNull()
    expect(deliverySlots('00:00-23:59', NOON, 0, 'en')[0]?.label).toBe('Today 12:00')
  })

  it('member price, vouchers, pay methods, refunds and verticals', () => {
    expect(memberPriceText(2000, 1800, 'en')).toBe('Member MOP 18')
    expect(memberPriceText(2000, 2000, 'en')).toBeNull()
    expect(freeDeliveryVoucherText(500, 'pt')).toBe('Entrega grátis, até MOP 5')
    expect(payMethodText('wallet', 'en')).toBe('Wallet balance')
    expect(refundStatusText('approved', 'pt')).toBe('Reembolso efetuado')
    expect(refundToText('online', 'en')).toBe('Back the way it was paid')
    expect(
      partialRefundText({ status: 'completed', lineRefund: { refundedAmount: 500 } } as never, 'en')
    ).toBe('Partly refunded MOP 5.00')
    expect(verticalText('spell', 'pt')).toBe('Em conjunto')
  })
})

describe('identity and top-up checks in the reader’s language', () => {
  it('words the problem', () => {
    const doc = { docType: 'hkid' as const, number: 'X', birthDate: '1990-01-01' }
    expect(identityProblem(doc, '2026-03-10')).toBe('香港身份證號碼無效')
    expect(identityProblem(doc, '2026-03-10', 'en')).toBe('This Hong Kong ID card number is not valid')
    expect(identityProblem(doc, '2026-03-10', 'pt')).toBe('O número do BI de Hong Kong é inválido')
    expect(customRecharge('', 'en')).toEqual({ error: 'Please enter an amount to top up' })
    expect(customRecharge('0.5', 'pt')).toEqual({ error: 'O carregamento mínimo é MOP 1' })
    expect(customRecharge('0.5')).toEqual({ error: '最少充值 MOP 1' })
  })
})

describe('weights, coupon verticals and statuses in the reader’s language', () => {
  it('words them', () => {
    expect(weightText({ estimatedGrams: 1000, finalGrams: null })).toBe('約 1000 克')
    expect(weightText({ estimatedGrams: 1000, finalGrams: 960 }, 'en')).toBe(
      'Weighed 960 g (estimated 1000 g)'
    )
    expect(weightText({ estimatedGrams: 1000, finalGrams: null }, 'pt')).toBe('Cerca de 1000 g')
    expect(couponVerticalText('takeaway')).toBe('限外賣')
    expect(couponVerticalText('supermarket', 'en')).toBe('Market only')
    expect(couponVerticalText(null, 'en')).toBe('')
    expect(feedbackStatusText('replied', 'pt')).toBe('Respondido')
    expect(applicationStatusText('reviewing', 'en')).toBe('Under review')
  })
})
