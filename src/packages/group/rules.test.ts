import { afterEach, describe, expect, it } from 'vitest'
import {
  CODE_STATE_TEXT,
  noShowRule,
  refundText,
  TICKET_REFUND_RULE,
  usageLines,
  type UsageRules
} from '@lotus/contract/group'
import { voucherOrderMachine } from '@lotus/contract/order-voucher'
import { ticketOrderMachine } from '@lotus/contract/order-ticket'
import { reservationOrderMachine } from '@lotus/contract/order-reservation'
import en from '@/i18n/en'
import { setMessages } from '@/i18n'
import { dayTab, noShowWords, refundWords, statusWords, usageWords } from './rules'
import { CODE_STATE_WORD, groupWords } from './words'

const w = groupWords.word
const rules = (over: Partial<UsageRules> = {}): UsageRules => ({
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  weekdays: [],
  holidays: true,
  booking: false,
  perPersonLimit: 0,
  anytimeRefund: true,
  expiryRefund: true,
  ...over
})

afterEach(() => setMessages('zh-Hant-MO', {}))

describe('the contract’s rules, worded again (Chinese word for word, English from the same flags)', () => {
  const cases: UsageRules[] = [
    rules(),
    rules({ weekdays: [5, 1, 3], holidays: false, booking: true, perPersonLimit: 2, anytimeRefund: false }),
    rules({ weekdays: [0, 1, 2, 3, 4, 5, 6], expiryRefund: false }),
    rules({ anytimeRefund: false, expiryRefund: false })
  ]

  it.each(cases)('in Chinese: as the contract says it (%#)', (r) => {
    expect(usageWords(r, w)).toEqual(usageLines(r))
    expect(refundWords(r, w)).toBe(refundText(r))
  })

  it('the no-show and ticket rules, the codes’ states and the orders’ statuses match the contract in Chinese', () => {
    expect(noShowWords(0, w)).toBe(noShowRule(0))
    expect(noShowWords(5000, w)).toBe(noShowRule(5000))
    expect(w('rule.ticket')).toBe(TICKET_REFUND_RULE)
    for (const [state, text] of Object.entries(CODE_STATE_TEXT))
      expect(w(CODE_STATE_WORD[state as keyof typeof CODE_STATE_TEXT])).toBe(text)
    const machines = {
      voucher: voucherOrderMachine,
      ticket: ticketOrderMachine,
      reservation: reservationOrderMachine
    } as const
    for (const [fulfilment, m] of Object.entries(machines))
      for (const [status, text] of Object.entries(m.text as Record<string, string>))
        expect(
          statusWords({ status, statusText: '', fulfilment: fulfilment as keyof typeof machines }, w)
        ).toBe(text)
  })

  it('in English: a week’s days, the refund promise, and a status it does not know left as the server said', () => {
    setMessages('en', en)
    expect(usageWords(cases[1]!, w)).toEqual([
      'Valid 2026-11-01 to 2026-12-31',
      'Only on Mon, Wed, Fri',
      'Not valid on public holidays',
      'Booking required',
      'Limit 2 per person',
      'No refund after purchase; refunded automatically if unused on expiry'
    ])
    expect(statusWords({ status: 'odd', statusText: 'Odd', fulfilment: 'voucher' }, w)).toBe('Odd')
  })

  it('a day tab: today, tomorrow, the day after, then the weekday, over the date (Macau days)', () => {
    // 2026-11-29 10:00 in Macau, a Sunday
    const now = Date.UTC(2026, 10, 29, 2) / 1000
    expect(dayTab('2026-11-29', w, now)).toEqual({ word: '今天', date: '11月29日' })
    expect(dayTab('2026-12-01', w, now)).toEqual({ word: '後天', date: '12月1日' })
    expect(dayTab('2026-12-02', w, now)).toEqual({ word: '星期三', date: '12月2日' })
    setMessages('en', en)
    expect(dayTab('2026-11-30', w, now)).toEqual({ word: 'Tomorrow', date: '30/11' })
  })
})
