import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import HelpCoupon from './index'

const api = vi.hoisted(() => ({
  startHelpCoupon: vi.fn(),
  getMyHelpCoupon: vi.fn(),
  getHelpCoupon: vi.fn(),
  helpFriend: vi.fn()
}))
vi.mock('@/services/account-money', () => api)

const view = (over: Record<string, unknown> = {}) => ({
  code: 'abc123def456',
  need: 3,
  helped: 1,
  status: 'helping',
  expiresAt: 1_800_000_000,
  owner: '阿明',
  isOwner: true,
  helpedByMe: false,
  couponId: null,
  couponName: '好友助力券 外賣滿50減8',
  ...over
})

beforeEach(() => {
  ;(Taro as unknown as { setClipboardData: unknown }).setClipboardData = vi.fn(async () => undefined)
})

describe('help coupon', () => {
  it('the owner starts a share and copies its link for friends', async () => {
    api.getMyHelpCoupon.mockResolvedValue(null)
    api.startHelpCoupon.mockResolvedValue(view({ helped: 0 }))
    render(<HelpCoupon />)
    fireEvent.click(await screen.findByRole('button', { name: '發起助力' }))
    expect(await screen.findByText('已有 0/3 位好友助力')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '複製連結邀請好友' }))
    await waitFor(() =>
      expect(Taro.setClipboardData).toHaveBeenCalledWith({
        data: expect.stringMatching(/\/pagesA\/help-coupon\/help-coupon\?code=abc123def456$/)
      })
    )
  })

  it('a friend helps once from the link', async () => {
    fake.pages.push({ route: 'packages/pagesA/pages/help-coupon/index', options: { code: 'abc123def456' } })
    api.getHelpCoupon.mockResolvedValue(view({ isOwner: false, owner: '阿**' }))
    api.helpFriend.mockResolvedValue(view({ isOwner: false, owner: '阿**', helped: 2, helpedByMe: true }))
    render(<HelpCoupon />)
    expect(await screen.findByText('阿** 邀請你助力')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '為好友助力' }))
    expect(await screen.findByText('你已為好友助力，謝謝！')).toBeTruthy()
    expect(screen.getByText('已有 2/3 位好友助力')).toBeTruthy()
    expect(api.helpFriend).toHaveBeenCalledWith('abc123def456')
    expect(screen.queryByRole('button', { name: '為好友助力' })).toBeNull()
  })

  it('the owner sees the unlocked coupon and where it went', async () => {
    api.getMyHelpCoupon.mockResolvedValue(view({ helped: 3, status: 'unlocked', couponId: 9 }))
    render(<HelpCoupon />)
    fireEvent.click(await screen.findByText('優惠券已解鎖，已放入我的卡券'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/red-envelope/index?type=coupon')
  })
})
