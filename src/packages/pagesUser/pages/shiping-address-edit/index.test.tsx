import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAddress } from '@/stores/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import AddressEdit from './index'

const saveAddress = vi.fn()
vi.mock('@/services/address', () => ({
  saveAddress: (...a: unknown[]) => saveAddress(...a),
  listAddresses: async () => [],
  deleteAddress: vi.fn()
}))

const type = (testId: string, value: string) =>
  fireEvent(
    document.querySelector(`[data-testid="${testId}"]`)!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )

beforeEach(() => {
  useAddress.setState({ picked: null, point: null })
  fake.pages.push({ route: 'packages/pagesUser/pages/shiping-address-edit/index', options: {} })
})

describe('address form', () => {
  it('validates the phone by the chosen area code', async () => {
    render(<AddressEdit />)
    type('name', '陳大文')
    type('phone', '56123456')
    fireEvent.click(screen.getByText('保存地址'))
    expect(screen.getByText('手機號碼格式不正確')).toBeTruthy()
    fireEvent.click(screen.getByText('+852'))
    fireEvent.click(screen.getByText('保存地址'))
    expect(screen.getByRole('alert').textContent).toBe('請選擇收貨地址')
    expect(saveAddress).not.toHaveBeenCalled()
    // said once: inline, never a toast on top (issue 8 §12)
    expect(fake.toasts).toEqual([])
  })

  it('takes the point from the map and saves the whole address', async () => {
    saveAddress.mockResolvedValue({ id: 1 })
    render(<AddressEdit />)
    fireEvent.click(screen.getByText('點擊選擇收貨地址'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/add-map/index')
    useAddress.getState().setPoint({ name: '澳門塔', address: '西灣湖廣場', lat: 22.18, lng: 113.53 })
    // the form reads the pick when it shows again (remount stands in for didShow here)
    render(<AddressEdit />)
    const forms = document.querySelectorAll('.address-edit')
    expect(forms.length).toBe(2)
    const second = forms[1] as HTMLElement
    const typeIn = (id: string, v: string) =>
      fireEvent(
        second.querySelector(`[data-testid="${id}"]`)!,
        new CustomEvent('input', { bubbles: true, detail: { value: v } })
      )
    typeIn('name', '陳大文')
    typeIn('phone', '66123456')
    typeIn('detail', '12樓A')
    fireEvent.click(second.querySelector('[aria-checked="false"][role="radio"]')!) // 女士
    fireEvent.click(second.querySelector('.address-edit__save')!)
    await waitFor(() =>
      expect(saveAddress).toHaveBeenCalledWith({
        name: '陳大文',
        gender: 2,
        areaCode: '853',
        phone: '66123456',
        address: '澳門塔',
        detail: '12樓A',
        lat: 22.18,
        lng: 113.53,
        tag: '家',
        isDefault: false
      })
    )
  })
})
