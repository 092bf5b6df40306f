import { describe, expect, it } from 'vitest'
import { bookedSlotText, bookedTimeText, deliverySlots } from './delivery-slots'

/** 2026-11-29 12:10 in Macau. */
const NOW = Date.UTC(2026, 10, 29, 4, 10)

describe('booked delivery times (預約送達)', () => {
  it('offers every half hour from the earliest delivery, only inside opening hours, today and tomorrow', () => {
    const slots = deliverySlots('11:00-14:00,17:00-21:00', NOW, 30)
    const labels = slots.map((s) => s.label)
    // 12:10 + 30 min → 12:40 → the next half hour 13:00; 14:00 is closing time
    expect(labels.slice(0, 2)).toEqual(['今日 13:00', '今日 13:30'])
    expect(labels).toContain('今日 17:00')
    expect(labels).toContain('今日 20:30')
    expect(labels).not.toContain('今日 14:00')
    expect(labels).not.toContain('今日 21:00')
    expect(labels).toContain('明日 11:00')
    expect(labels.at(-1)).toBe('明日 20:30')
    expect(labels.some((l) => l.startsWith('今日 15') || l.startsWith('明日 10'))).toBe(false)
    // the time sent is the slot itself, in seconds
    expect(slots[0]?.at).toBe(Date.parse('2026-11-29T13:00:00+08:00') / 1000)
  })

  it('follows hours across midnight and is empty when nothing is open', () => {
    const late = deliverySlots('18:00-02:00', NOW, 45).map((s) => s.label)
    expect(late[0]).toBe('今日 18:00')
    expect(late).toContain('明日 01:30')
    expect(late).not.toContain('明日 02:00')
    expect(deliverySlots('09:00-10:00', Date.UTC(2026, 10, 30, 3), 30).map((s) => s.label)).toEqual([
      '明日 09:00',
      '明日 09:30'
    ])
  })

  it('names a booked time relative to today', () => {
    expect(bookedTimeText(Date.parse('2026-11-29T13:00:00+08:00') / 1000, NOW)).toBe('預約 今日 13:00')
    expect(bookedTimeText(Date.parse('2026-11-30T09:30:00+08:00') / 1000, NOW)).toBe('預約 明日 09:30')
    expect(bookedTimeText(Date.parse('2026-12-02T09:30:00+08:00') / 1000, NOW)).toBe('預約 12-02 09:30')
  })
})

describe('slot and booking words in English and Portuguese (issue 39)', () => {
  it('labels the same slots in the reader’s language; Chinese by default', () => {
    const hours = '11:00-14:00,17:00-21:00'
    expect(
      deliverySlots(hours, NOW, 30, 'en')
        .map((s) => s.label)
        .slice(0, 2)
    ).toEqual(['Today 13:00', 'Today 13:30'])
    expect(deliverySlots(hours, NOW, 30, 'pt').at(-1)?.label).toBe('Amanhã 20:30')
    expect(deliverySlots(hours, NOW, 30, 'zh-Hant-MO')).toEqual(deliverySlots(hours, NOW, 30))
    const at = Date.parse('2026-11-30T12:30:00+08:00') / 1000
    expect(bookedTimeText(at, NOW)).toBe('預約 明日 12:30')
    expect(bookedTimeText(at, NOW, 'en')).toBe('Booked: Tomorrow 12:30')
    expect(bookedSlotText({ date: '2026-11-29', slot: '14:00-16:00' }, NOW, 'pt')).toBe(
      'Agendada: Hoje 14:00–16:00'
    )
  })
})
