import { describe, expect, it } from 'vitest'
import { cardBrand, luhnValid, normaliseCardNumber } from './bank-card'

describe('Luhn', () => {
  it('accepts the well-known test numbers of each scheme', () => {
    for (const n of [
      '4111111111111111',
      '5555555555554444',
      '6212345678901265',
      '378282246310005',
      '3530111333300000'
    ])
      expect(luhnValid(n), n).toBe(true)
  })

  it('refuses a number with one digit changed or two neighbours swapped', () => {
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('4111111111111121')).toBe(false)
    expect(luhnValid('5555555555554445')).toBe(false)
  })

  it('ignores spaces and dashes between groups, refuses letters and wrong lengths', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true)
    expect(luhnValid('4111-1111-1111-1111')).toBe(true)
    expect(normaliseCardNumber('4111 1111-1111 1111')).toBe('4111111111111111')
    expect(luhnValid('4111a11111111111')).toBe(false)
    expect(luhnValid('42')).toBe(false)
    expect(luhnValid('0'.repeat(11))).toBe(false)
    expect(luhnValid('0'.repeat(20))).toBe(false)
    expect(luhnValid('')).toBe(false)
  })

  it('names the scheme by the leading digits', () => {
    expect(cardBrand('4111111111111111')).toBe('visa')
    expect(cardBrand('5555555555554444')).toBe('mastercard')
    expect(cardBrand('6212345678901265')).toBe('unionpay')
    expect(cardBrand('378282246310005')).toBe('amex')
    expect(cardBrand('9999999999999995')).toBe('other')
  })
})
