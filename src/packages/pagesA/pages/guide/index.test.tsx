import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import Guide from './index'

const api = vi.hoisted(() => ({ getMerchant: vi.fn() }))
vi.mock('@/services/takeaway', () => api)

const merchant = {
  id: 5,
  name: '官也葡國餐廳',
  address: '氹仔官也街 8 號',
  phone: '28825678',
  lat: 22.1537,
  lng: 113.5569
}

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  fake.pages.push({ route: 'packages/pagesA/pages/guide/index', options: { mchId: '5' } })
})

describe('route guidance (到店導航)', () => {
  it('shows the address and the distance; copies the address and calls the merchant', async () => {
    api.getMerchant.mockResolvedValue(merchant)
    const copy = vi.spyOn(Taro, 'setClipboardData')
    const call = vi.spyOn(Taro, 'makePhoneCall')
    render(<Guide />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(api.getMerchant.mock.calls[0]?.[0]).toBe(5)
    expect(screen.getByText('氹仔官也街 8 號')).toBeTruthy()
    expect(screen.getByText(/^距你 \d/)).toBeTruthy()
    fireEvent.click(screen.getByText('複製地址'))
    expect(copy).toHaveBeenCalledWith({ data: '氹仔官也街 8 號' })
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('地址已複製'))
    fireEvent.click(screen.getByText('致電商家'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '28825678' })
  })

  it('a merchant that cannot be loaded says so', async () => {
    api.getMerchant.mockRejectedValue(new Error('NOT_FOUND'))
    render(<Guide />)
    expect(await screen.findByText('商家資料載入失敗')).toBeTruthy()
  })
})
