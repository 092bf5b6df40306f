import { describe, expect, it } from 'vitest'
import { refundText } from './group'
import { weightText } from './order'
import { deliverySlots, isBookableAt } from './delivery-slots'
import { DAY_MS } from './macau-time'
import {
  closedText,
  closedTextIn,
  isShopOpenAt,
  nextOpening,
  PAUSED_UNTIL_RESUMED,
  shopClosedText
} from './open-hours'
import { activityLabel } from './shop-admin'

describe('closed shop text (issue 8 §7)', () => {
  it('names the next opening today or tomorrow', () => {
    expect(nextOpening('07:00-10:00, 17:00-22:00', 12 * 60)).toEqual({ day: 'today', at: '17:00' })
    expect(closedText('07:00-22:00', 23 * 60)).toBe('休息中，明日 07:00 開始營業')
    expect(closedText('09:00-21:00', 8 * 60)).toBe('休息中，今日 09:00 開始營業')
    expect(closedText('', 8 * 60)).toBe('休息中，暫停接單')
  })
})

describe('holidays and the busy pause (issue 37)', () => {
  // 2026-11-22 12:00 Macau
  const noon = Date.UTC(2026, 10, 22, 4, 0, 0)
  const hours = '09:00-22:00'

  it('a holiday closes the whole Macau day, whatever the hours', () => {
    const s = { openHours: hours, holidays: ['2026-11-22'] }
    expect(isShopOpenAt(s, noon)).toBe(false)
    expect(isShopOpenAt(s, noon + DAY_MS)).toBe(true)
    expect(shopClosedText(s, noon)).toBe('休息中，今日公休，明日 09:00 開始營業')
    expect(shopClosedText({ ...s, holidays: ['2026-11-22', '2026-11-23'] }, noon)).toBe('休息中，今日公休')
  })

  it('a pause closes until its end, then the hours decide again', () => {
    const s = { openHours: hours, pausedUntil: noon + 30 * 60_000 }
    expect(isShopOpenAt(s, noon)).toBe(false)
    expect(shopClosedText(s, noon)).toBe('休息中，暫停營業至 12:30')
    expect(isShopOpenAt(s, noon + 30 * 60_000)).toBe(true)
    const forever = { openHours: hours, pausedUntil: PAUSED_UNTIL_RESUMED }
    expect(isShopOpenAt(forever, noon + 300 * DAY_MS)).toBe(false)
    expect(shopClosedText(forever, noon)).toBe('休息中，暫停營業')
  })

  it('after closing, a holiday tomorrow is said', () => {
    const late = noon + 11 * 3600_000
    expect(shopClosedText({ openHours: hours, holidays: ['2026-11-23'] }, late)).toBe('休息中，明日公休')
    expect(shopClosedText({ openHours: hours }, late)).toBe('休息中，明日 09:00 開始營業')
  })

  it('booked times skip holidays and the pause', () => {
    const all = deliverySlots(hours, noon, 30)
    const s = { openHours: hours, holidays: ['2026-11-23'], pausedUntil: noon + 3 * 3600_000 }
    const some = deliverySlots(s, noon, 30)
    expect(some.length).toBeGreaterThan(0)
    expect(some.every((x) => x.label.startsWith('今日') && x.at * 1000 >= noon + 3 * 3600_000)).toBe(true)
    expect(all.some((x) => x.label.startsWith('明日'))).toBe(true)
    expect(isBookableAt(s, noon + DAY_MS)).toBe(false)
  })
})

describe('activity labels (issue 37)', () => {
  it('are made from the numbers', () => {
    expect(activityLabel({ type: 'full_reduction', threshold: 4000, reduce: 850 })).toBe('滿40減8.5')
    expect(activityLabel({ type: 'discount', rate: 88 })).toBe('全單88折')
    expect(activityLabel({ type: 'discount', rate: 90 })).toBe('全單9折')
    expect(activityLabel({ type: 'new_user', reduce: 500 })).toBe('新客立減5')
    expect(activityLabel({ type: 'delivery_free', threshold: 0 })).toBe('免配送費')
    expect(activityLabel({ type: 'delivery_free', threshold: 15000 })).toBe('滿 MOP 150 免配送費')
  })
})

describe('closed texts in English and Portuguese (issue 39)', () => {
  it('words each closed text; a Chinese one the server wrote reads in the request’s language', () => {
    expect(closedText('07:00-22:00', 23 * 60, 'en')).toBe('Closed: opens tomorrow at 07:00')
    expect(closedText('09:00-21:00', 8 * 60, 'pt')).toBe('Fechada: abre hoje às 09:00')
    const noon = Date.UTC(2026, 10, 22, 4, 0, 0)
    const paused = { openHours: '09:00-22:00', pausedUntil: noon + 3600_000 }
    expect(shopClosedText(paused, noon, 'en')).toBe('Closed: paused until 13:00')
    expect(closedTextIn(shopClosedText(paused, noon), 'pt')).toBe('Fechada: em pausa até às 13:00')
    expect(closedTextIn('休息中，暫停接單', 'en')).toBe('Closed: not taking orders')
    expect(closedTextIn('休息中，今日公休，明日 09:00 開始營業', 'en')).toBe(
      'Closed today (day off): opens tomorrow at 09:00'
    )
    expect(closedTextIn('店主寫的話', 'en')).toBe('店主寫的話')
    expect(closedTextIn('休息中，暫停接單', 'zh-Hant-MO')).toBe('休息中，暫停接單')
  })
})

describe('a weighed line and a deal’s refund promise in English and Portuguese (issue 39)', () => {
  it('words them in the reader’s language; Chinese by default', () => {
    expect(weightText({ estimatedGrams: 1000, finalGrams: null })).toBe('約 1000 克')
    expect(weightText({ estimatedGrams: 1000, finalGrams: 960 }, 'en')).toBe(
      'Weighed 960 g (estimated 1000 g)'
    )
    expect(weightText({ estimatedGrams: 500, finalGrams: null }, 'pt')).toBe('Cerca de 500 g')
    expect(refundText({})).toBe('未使用隨時退，過期自動退')
    expect(refundText({ anytimeRefund: false, expiryRefund: false }, 'en')).toBe('No refund after purchase')
    expect(refundText({ expiryRefund: false }, 'pt')).toBe(
      'Reembolso a qualquer momento antes de usar; sem reembolso após expirar'
    )
  })
})
