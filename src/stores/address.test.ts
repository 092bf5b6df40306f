import { describe, expect, it } from 'vitest'
import type { Address } from '@/services/address'
import { addressInput, emptyAddressForm, pickCheckoutAddress, validateAddressForm } from './address-reducer'

const filled = () => ({
  ...emptyAddressForm(),
  name: ' 陳大文 ',
  phone: '66123456',
  address: '澳門塔',
  lat: 22.18,
  lng: 113.53,
  detail: '12樓A'
})

describe('address form', () => {
  it('checks fields in screen order', () => {
    expect(validateAddressForm(emptyAddressForm())).toBe('請填寫聯繫人')
    expect(validateAddressForm({ ...filled(), phone: '' })).toBe('請輸入手機號碼')
    expect(validateAddressForm({ ...filled(), lat: null })).toBe('請選擇收貨地址')
    expect(validateAddressForm({ ...filled(), detail: '' })).toBe('請填寫門牌號')
    expect(validateAddressForm(filled())).toBeNull()
  })

  it('phone rules follow the area code', () => {
    expect(validateAddressForm({ ...filled(), areaCode: '853', phone: '56123456' })).toBe(
      '手機號碼格式不正確'
    )
    expect(validateAddressForm({ ...filled(), areaCode: '852', phone: '56123456' })).toBeNull()
    expect(validateAddressForm({ ...filled(), areaCode: '86', phone: '66123456' })).toBe('手機號碼格式不正確')
    expect(validateAddressForm({ ...filled(), areaCode: '86', phone: '13812345678' })).toBeNull()
  })

  it('sends trimmed values', () => {
    expect(addressInput(filled())).toMatchObject({
      name: '陳大文',
      phone: '66123456',
      detail: '12樓A',
      tag: '家'
    })
    expect(addressInput(filled())).not.toHaveProperty('id')
  })

  it('checkout address: chosen, else default, else first', () => {
    const a = (id: number, isDefault = false) => ({ id, isDefault }) as Address
    expect(pickCheckoutAddress([a(1), a(2, true)], null)?.id).toBe(2)
    expect(pickCheckoutAddress([a(1), a(2, true)], 1)?.id).toBe(1)
    expect(pickCheckoutAddress([a(1), a(2)], 9)?.id).toBe(1)
    expect(pickCheckoutAddress([], null)).toBeNull()
  })
})

describe('validateAddressForm in the reader’s language', () => {
  it('words the contract’s phone check in English and Portuguese', async () => {
    const { setMessages } = await import('@/i18n')
    const { default: en } = await import('@/i18n/en')
    const { default: pt } = await import('@/i18n/pt')
    const bad = { ...emptyAddressForm(), name: 'Ana', areaCode: '853', phone: '56123456' }
    try {
      setMessages('en', en)
      expect(validateAddressForm(bad)).toBe('This mobile number is not valid')
      expect(validateAddressForm({ ...bad, phone: '' })).toBe('Please enter a mobile number')
      setMessages('pt', pt)
      expect(validateAddressForm(bad)).toBe('Número de telemóvel inválido')
    } finally {
      setMessages('zh-Hant-MO', {})
    }
  })
})
