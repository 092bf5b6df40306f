import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useAddress } from '@/stores/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import ShippingAddress from './index'

const deleteAddress = vi.fn()
vi.mock('@/services/address', () => ({
  listAddresses: async () => [
    {
      id: 1,
      name: '陳大文',
      areaCode: '853',
      phone: '66123456',
      gender: 1,
      tag: '家',
      address: '澳門塔',
      detail: '12樓',
      lat: 22.18,
      lng: 113.53,
      isDefault: true
    },
    {
      id: 2,
      name: '李小姐',
      areaCode: '852',
      phone: '91234567',
      gender: 2,
      tag: '公司',
      address: '旅遊塔',
      detail: '3樓',
      lat: 22.18,
      lng: 113.53,
      isDefault: false
    }
  ],
  deleteAddress: (...a: unknown[]) => deleteAddress(...a)
}))

beforeEach(() => {
  useAddress.setState({ picked: null, point: null })
})

describe('shipping addresses', () => {
  it('lists addresses with the default badge and masked phones', async () => {
    fake.pages.push({ route: 'x', options: {} })
    render(<ShippingAddress />)
    expect(await screen.findByText('預設')).toBeTruthy()
    expect(screen.getByText('+853 66****56')).toBeTruthy()
    expect(screen.getByText('李小姐女士')).toBeTruthy()
    fireEvent.click(screen.getAllByText('編輯')[1]!)
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/shiping-address-edit/index?id=2')
  })

  it('select mode hands the tapped address back and returns', async () => {
    fake.pages.push({ route: 'x', options: { select: '1', selected: '1' } })
    render(<ShippingAddress />)
    expect(await screen.findByText('選擇收貨地址')).toBeTruthy()
    // the title is there before the list's answer
    fireEvent.click(await screen.findByText(/旅遊塔/))
    expect(useAddress.getState().picked).toBe(2)
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  it('delete asks first, then removes the row (and a pick of it no longer stands)', async () => {
    deleteAddress.mockResolvedValue(null)
    useAddress.setState({ picked: 1 })
    fake.pages.push({ route: 'x', options: {} })
    render(<ShippingAddress />)
    await screen.findByText('預設')
    fireEvent.click(screen.getAllByText('刪除')[0]!)
    await waitFor(() => expect(deleteAddress).toHaveBeenCalledWith(1))
    await waitFor(() => expect(screen.queryByText('預設')).toBeNull())
    expect(useAddress.getState().picked).toBeNull()
  })
})
