import { afterEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { orderStatusView, ACTION_LABELS, PROGRESS_STEPS } from '@/utils/order-status'
import {
  ADDRESS_TAGS,
  addressInput,
  addressTagLabel,
  emptyAddressForm,
  GENDERS,
  validateAddressForm
} from './address-reducer'
import {
  reorderChangeText,
  REMARK_TAGS,
  remarkTagLabel,
  STAR_WORDS,
  TABLEWARE_OPTIONS,
  toggleRemarkTag,
  validateRefund
} from './order-reducer'
import { checkNewPassword, payFailure } from './wallet-reducer'

describe('the stores speak the reader’s language (issue 39)', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))

  it('validation messages in English, their numbers kept', () => {
    setMessages('en', en)
    expect(validateAddressForm(emptyAddressForm())).toBe('Please enter a contact name')
    expect(validateAddressForm({ ...emptyAddressForm(), name: 'x'.repeat(21) })).toBe(
      'Contact name: 20 characters at most'
    )
    expect(validateRefund({ reason: '', detail: '', images: [] })).toBe(
      'Please choose a reason for the refund'
    )
    expect(validateRefund({ reason: 'x', detail: 'x'.repeat(201), images: [] })).toBe(
      'Description: 200 characters at most'
    )
    expect(checkNewPassword('12', '12')).toBe('Please enter a 6-digit password')
    expect(payFailure(new Error('boom'))).toEqual({
      kind: 'other',
      message: 'Payment failed, please try again'
    })
  })

  it('labels read when shown: tableware, stars, genders, order states and actions', () => {
    expect(TABLEWARE_OPTIONS.map((o) => o.label)).toEqual([
      '無需餐具',
      '1份',
      '2份',
      '3份',
      '4份',
      '5份',
      '6份以上'
    ])
    setMessages('en', en)
    expect([TABLEWARE_OPTIONS[0]?.label, TABLEWARE_OPTIONS[2]?.label, TABLEWARE_OPTIONS[6]?.label]).toEqual([
      'No cutlery',
      'Cutlery for 2',
      'Cutlery for 6+'
    ])
    expect(STAR_WORDS[5]).toBe('Excellent')
    expect(STAR_WORDS[0]).toBe('')
    expect(GENDERS.map((g) => g.label)).toEqual(['Mr', 'Ms'])
    expect(orderStatusView('delivering')).toMatchObject({
      text: 'On the way',
      hint: 'The rider is on the way'
    })
    expect(orderStatusView('ready', 'pickup').text).toBe('Ready to collect')
    expect(ACTION_LABELS.reorder).toBe('Order again')
    expect([...PROGRESS_STEPS]).toEqual(['Ordered', 'Paid', 'Accepted', 'On the way', 'Delivered'])
    expect(reorderChangeText({ goodsId: 1, name: 'Tea', kind: 'price', before: 1000, after: 1200 })).toBe(
      'Tea costs more: MOP 10.00 → MOP 12.00'
    )
  })

  it('a Portuguese reader sees the tag’s label; the server gets the value as stored', () => {
    setMessages('pt', pt)
    const work = ADDRESS_TAGS[1]!
    expect(addressTagLabel(work)).toBe('Trabalho')
    expect(addressInput({ ...emptyAddressForm(), tag: work }).tag).toBe('公司')
    // a quick tag goes into the remark as the kitchen reads it; its chip is in Portuguese
    expect(remarkTagLabel(REMARK_TAGS[0])).toBe('Menos picante')
    expect(toggleRemarkTag('', REMARK_TAGS[0])).toBe('少辣')
  })
})
