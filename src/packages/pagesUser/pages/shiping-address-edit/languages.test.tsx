import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import { useAddress } from '@/stores/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import AddressEdit from './index'

vi.mock('@/services/address', () => ({
  saveAddress: vi.fn(),
  listAddresses: async () => [],
  deleteAddress: vi.fn()
}))

beforeEach(() => {
  useAddress.setState({ picked: null, point: null })
  fake.pages.push({ route: 'packages/pagesUser/pages/shiping-address-edit/index', options: {} })
})
afterEach(() => setMessages('zh-Hant-MO', {}))

describe('address form in English (issue 39)', () => {
  it('names its fields, tags and titles in English; a tag un-chosen is "other" again', () => {
    setMessages('en', en)
    render(<AddressEdit />)
    for (const text of [
      'Contact',
      'Phone',
      'Address',
      'Flat / floor',
      'Label',
      'Set as default address',
      'Save address'
    ])
      expect(screen.getByText(text)).toBeTruthy()
    expect(screen.getByText('Mr')).toBeTruthy()
    const home = screen.getByRole('radio', { name: 'Home' })
    expect(home.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(home)
    expect(home.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(screen.getByRole('radio', { name: 'Work' }))
    expect(screen.getByRole('radio', { name: 'Work' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByText(/[\u3400-\u9fff]/u)).toBeNull()
  })
})
