import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import { defaultConfig } from '@lotus/contract/config'
import { MEMBER_PLAN_IDS, MEMBER_PLANS } from '@lotus/contract/member'
import { clearCache } from '@/queries/cache'
import { getConfig } from '@/services/home'
import { createMemberOrder, getMemberInfo } from '@/services/account'
import type { User } from '@/services/types'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
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

/** The seed as /v1/commons/config sends it: the server adds MEMBER_CFG's plans at today's prices. */
const served = (prices: Partial<Record<string, number>> = {}) =>
  JSON.stringify({
    ...defaultConfig,
    MEMBER_CFG: {
      ...(defaultConfig.MEMBER_CFG as object),
      tiers: MEMBER_PLAN_IDS.map((id) => ({
        id,
        name: MEMBER_PLANS[id].title,
        days: MEMBER_PLANS[id].days,
        price: prices[id] ?? MEMBER_PLANS[id].price,
        originalPrice: MEMBER_PLANS[id].originalPrice
      }))
    }
  })
const info = (prices: Partial<Record<string, number>>) => ({
  active: false,
  endsAt: null,
  growth: 0,
  level: 2,
  toNext: 100,
  plans: MEMBER_PLAN_IDS.map((plan) => ({
    plan,
    title: MEMBER_PLANS[plan].title,
    days: MEMBER_PLANS[plan].days,
    price: prices[plan] ?? MEMBER_PLANS[plan].price,
    originalPrice: MEMBER_PLANS[plan].originalPrice
  })),
  benefits: [],
  monthCoupons: [],
  levelRule: []
})

beforeEach(() => {
  clearCache()
  useConfig.setState({ config: {}, loaded: false })
  useSession.setState({ token: '', user: null, loggedIn: false })
  vi.mocked(getMemberInfo).mockReset().mockResolvedValue(info({}))
  vi.mocked(getConfig).mockResolvedValue(served())
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

  // issue 39: the name operators wrote in Chinese is Chinese readers'; an English reader gets the app's word
  it('in English the title is the app’s word, not the config’s Chinese name', async () => {
    setMessages('en', en)
    try {
      render(<Grade />)
      await waitFor(() => expect(screen.getByText('Choose a plan')).toBeTruthy())
      expect(screen.getByText('God Member')).toBeTruthy()
      expect(screen.queryByText('神會員')).toBeNull()
      // the plans by the app's words for them, their prices as served
      expect(screen.getAllByText('Monthly').length).toBeGreaterThan(0)
      expect(screen.getByText('Yearly')).toBeTruthy()
      expect(screen.queryByText('季卡')).toBeNull()
      // the benefits the contract knows, with their numbers
      expect(screen.getByText('Monthly member coupons')).toBeTruthy()
      expect(screen.queryByText('每月神會員券')).toBeNull()
    } finally {
      setMessages('zh-Hant-MO', {})
    }
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

  it('a signed-in customer sees the price the operators set since the app read its config', async () => {
    // the config read at launch has the old quarter price; /v1/member/info, asked on this visit, the new one
    vi.mocked(getMemberInfo).mockResolvedValue(info({ quarter: 3300 }))
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<Grade />)
    fireEvent.click(await screen.findByText('季卡'))
    await waitFor(() => expect(screen.getAllByText('MOP 33.00').length).toBeGreaterThan(0))
    expect(screen.queryByText('MOP 39.00')).toBeNull()
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
