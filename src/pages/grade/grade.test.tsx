import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import { defaultConfig } from '@lotus/contract/config'
import { getConfig } from '@/services/home'
import { createMemberOrder, getMemberInfo } from '@/services/account'
import type { User } from '@/services/types'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import Grade from './grade'
import Grade2 from './grade2'

vi.mock('@/services/home', () => ({ getConfig: vi.fn() }))
vi.mock('@/services/wallet', () => ({
  getWalletInfo: vi.fn(),
  listWalletRecords: vi.fn(),
  recharge: vi.fn(),
  setPayPassword: vi.fn()
}))
vi.mock('@/services/account', () => ({ getMemberInfo: vi.fn(), createMemberOrder: vi.fn() }))

const user = { id: 1, areaCode: '853', phone: '66123456', level: 2, mtype: 0 } as User

beforeEach(() => {
  useConfig.setState({ config: {}, loaded: false })
  useSession.setState({ token: '', user: null, loggedIn: false })
  // the server's real seed, sent as a JSON string like /v1/commons/config
  vi.mocked(getConfig).mockResolvedValue(JSON.stringify(defaultConfig))
})

describe('god member (grade)', () => {
  it('shows the plans with prices and the benefits from MEMBER_CFG', async () => {
    render(<Grade />)
    await waitFor(() => expect(screen.getByText('季卡')).toBeTruthy())
    expect(screen.getAllByText('月卡').length).toBeGreaterThan(0)
    expect(screen.getByText('季卡')).toBeTruthy()
    expect(screen.getByText('MOP 128')).toBeTruthy()
    expect(screen.getByText('每月神會員券')).toBeTruthy()
    expect(screen.getByText('登入後查看你的會員狀態')).toBeTruthy()
  })

  it('開通 asks a logged-out user to log in and comes back here', async () => {
    fake.pages = [{ route: 'pages/grade/grade', options: {} }]
    render(<Grade />)
    await waitFor(() => screen.getByText('開通'))
    fireEvent.click(screen.getByText('開通'))
    expect(fake.navigations).toEqual([{ kind: 'navigateTo', url: '/packages/pagesA/pages/login/index' }])
    expect(fake.storage.get('lotus.returnPage')).toEqual({ url: '/pages/grade/grade', backToIndex: false })
  })

  it('for a logged-in member shows the status and opens the chosen plan detail', async () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<Grade />)
    await waitFor(() => screen.getByText('年卡'))
    expect(screen.getByText('你還不是神會員')).toBeTruthy()
    expect(screen.getByText('Lv.2 · 開通即享全部權益')).toBeTruthy()
    fireEvent.click(screen.getByText('年卡'))
    fireEvent.click(screen.getByText('開通'))
    expect(fake.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/grade/grade2?id=year' }])
  })

  it('shows the growth value, what the next level needs and the level rule', async () => {
    useSession.setState({ token: 't', user: { ...user, level: 2, growth: 620 }, loggedIn: true })
    render(<Grade />)
    await waitFor(() => expect(screen.getByText('成長值 620，再累積 880 升級')).toBeTruthy())
    expect(
      screen.getByText(
        '等級規則：Lv.0 ≥ 0，Lv.1 ≥ 100，Lv.2 ≥ 500，Lv.3 ≥ 1500，Lv.4 ≥ 5000，Lv.5 ≥ 15000（已完成訂單每消費 MOP 1 得 1 成長值）'
      )
    ).toBeTruthy()
  })

  it('says so for god members', async () => {
    useSession.setState({ token: 't', user: { ...user, mtype: 1 }, loggedIn: true })
    render(<Grade />)
    await waitFor(() => expect(screen.getByText('你已是神會員')).toBeTruthy())
  })

  it('offers a retry when the config cannot load', async () => {
    vi.mocked(getConfig).mockRejectedValueOnce(new Error('down'))
    render(<Grade />)
    await waitFor(() => expect(screen.getByText('會員方案載入失敗')).toBeTruthy())
    fireEvent.click(screen.getByText('重試'))
    await waitFor(() => expect(screen.getByText('季卡')).toBeTruthy())
  })
})

describe('god member plan detail (grade2)', () => {
  it('shows the plan of the query id with its benefits before paying, then pays it at the cashier', async () => {
    vi.mocked(getMemberInfo).mockRejectedValue(new Error('offline'))
    vi.mocked(createMemberOrder).mockResolvedValue({
      id: 41,
      orderNo: 'HY2026112200000001',
      plan: 'quarter',
      title: '神會員季卡',
      amount: 3900,
      status: 'unpaid',
      statusText: '待支付',
      payDeadline: Math.floor(Date.now() / 1000) + 900,
      payMethod: null,
      paidAt: null,
      endsAt: null
    })
    useSession.setState({ token: 't', user, loggedIn: true })
    fake.pages = [{ route: 'pages/grade/grade2', options: { id: 'quarter' } }]
    render(<Grade2 />)
    await waitFor(() => expect(screen.getByText('季卡')).toBeTruthy())
    expect(screen.getAllByText('MOP 39.00').length).toBeGreaterThan(0)
    // how it can be paid names the cashier's Macau brands, not a generic 在線支付 (issue 35 §5)
    expect(
      screen.getByText('應付 MOP 39.00（錢包或 MPay、澳門通、中銀 BOC Pay、Alipay HK、WeChat Pay HK）')
    ).toBeTruthy()
    expect(screen.queryByText(/在線支付/)).toBeNull()
    // what a member gets is shown before paying: the monthly free-delivery vouchers (no other free delivery)
    expect(screen.getByText('免配送費券')).toBeTruthy()
    expect(
      screen.getByText(
        /每月 1 日發放 4 張，外賣及超市送貨訂單每張免一單配送費（最高 MOP 20），自取訂單不適用/
      )
    ).toBeTruthy()
    fireEvent.click(screen.getByText('立即開通'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'navigateTo',
        url: '/packages/pagesA/pages/pay/index?memberOrderId=41'
      })
    )
    const [plan, key] = vi.mocked(createMemberOrder).mock.calls[0] ?? []
    expect(plan).toBe('quarter')
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows a member this month’s coupons and free-delivery vouchers, each under its heading', async () => {
    vi.mocked(getMemberInfo).mockResolvedValue({
      active: true,
      endsAt: Math.floor(Date.now() / 1000) + 30 * 86_400,
      growth: 120,
      level: 1,
      toNext: 380,
      plans: [],
      benefits: [],
      monthCoupons: [
        { id: 1, type: 'coupon', name: '神會員無門檻券 MOP 5', amount: 500, threshold: 0, status: 'usable' },
        { id: 2, type: 'freeDelivery', name: '神會員免配送費券', amount: 2000, threshold: 0, status: 'used' },
        {
          id: 3,
          type: 'freeDelivery',
          name: '神會員免配送費券',
          amount: 2000,
          threshold: 0,
          status: 'usable'
        }
      ],
      levelRule: []
    })
    useSession.setState({ token: 't', user, loggedIn: true })
    fake.pages = [{ route: 'pages/grade/grade2', options: { id: 'month' } }]
    render(<Grade2 />)
    expect(await screen.findByText('本月免配送費券')).toBeTruthy()
    expect(screen.getByText('本月神會員券')).toBeTruthy()
    expect(screen.getAllByTestId('member-coupon').map((e) => e.textContent?.trim())).toEqual([
      '神會員無門檻券 MOP 5'
    ])
    expect(screen.getAllByTestId('member-free-delivery').map((e) => e.textContent?.trim())).toEqual([
      '神會員免配送費券（免配送費，最高MOP 20）（已使用）',
      '神會員免配送費券（免配送費，最高MOP 20）'
    ])
  })
})
