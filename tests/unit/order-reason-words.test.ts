import { afterEach, describe, expect, it } from 'vitest'
import { CANCEL_REASONS, MARKET_REFUND_REASONS, REFUND_REASONS } from '@lotus/contract/order-reasons'
import { reasonPhrase } from '@lotus/contract/server-words'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { valueLabel } from '@/stores/words'

/** A reason the customer picked reads the same on the app's pages and in the server's timeline notes. */
describe('order reason words', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))
  const reasons = [...new Set([...CANCEL_REASONS, ...REFUND_REASONS, ...MARKET_REFUND_REASONS])]

  it('Chinese shows each reason as stored', () => {
    for (const r of reasons) expect(valueLabel(r)).toBe(r)
  })

  it('the app labels each listed reason as the server words it, in English and Portuguese', () => {
    setMessages('en', en)
    for (const r of reasons) {
      expect(valueLabel(r), r).toBe(reasonPhrase(r, 'en'))
      expect(valueLabel(r), r).not.toBe(r)
    }
    expect(valueLabel('不想要了')).toBe('No longer wanted')
    setMessages('pt', pt)
    for (const r of reasons) expect(valueLabel(r), r).toBe(reasonPhrase(r, 'pt'))
    expect(valueLabel('不想要了')).toBe('Já não quero')
  })
})
