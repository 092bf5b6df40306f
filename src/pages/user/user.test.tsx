import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fake, type FakeRequest } from '../../../tests/setup/taro-fake'
import { clearCache } from '@/queries/cache'
import type { User } from '@/services/types'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import UserPage from './user'

const user: User = {
  id: 7,
  areaCode: '853',
  phone: '66123456',
  level: 3,
  mtype: 0,
  nickname: '阿明',
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC234',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1700000000
}

beforeEach(() => {
  useSession.setState({ token: '', user: null, loggedIn: false })
  useConfig.setState({ loaded: true, config: { GLOBAL_CFG: { customerServicePhone: '+853 2882 0000' } } })
  fake.pages = [{ route: 'pages/user/user', options: {} }]
})

describe('mine', () => {
  it('shows what the customer holds (wallet, honey, coupons, shop cards) and the rows in named groups (issue 35 §15)', async () => {
    clearCache()
    fake.requestHandler = async (r: FakeRequest) => {
      const body = (data: unknown) => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
      if (r.url.endsWith('/api')) return { statusCode: 200, data: Date.now() }
      if (r.url.includes('/v1/wallet/info'))
        return body({ balance: 12345, hasPayPassword: true, lockedUntil: null, triesLeft: 5 })
      if (r.url.includes('/v1/user/coupon/list')) return body([{ id: 1 }, { id: 2 }, { id: 3 }])
      if (r.url.includes('/v1/shopCard/mine'))
        return body([
          { mchId: 1, merchantName: '甲', vertical: 'takeaway', balance: 20000 },
          { mchId: 2, merchantName: '乙', vertical: 'takeaway', balance: 550 }
        ])
      return body({ notice: 0, order: 0, total: 0 })
    }
    useSession.setState({ token: 't', user: { ...user, honey: 860 }, loggedIn: true })
    render(<UserPage />)
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('123.45'))
    expect(screen.getByTestId('honey').textContent).toBe('860')
    await waitFor(() => expect(screen.getByTestId('coupon-count').textContent).toBe('3'))
    // the shop cards' balances together
    await waitFor(() => expect(screen.getByTestId('shop-cards').textContent).toBe('205.50'))
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '我的資產',
      '帳戶中心',
      '卡券與儲值',
      '更多服務'
    ])
    fireEvent.click(screen.getByText('錢包餘額'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/wallet/index')
    fake.requestHandler = null
  })

  it('shows the masked phone, nickname and level when logged in', () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<UserPage />)
    expect(screen.getByText('+853 66****56')).toBeTruthy()
    expect(screen.getByText('阿明')).toBeTruthy()
    expect(screen.getByText('Lv.3')).toBeTruthy()
    expect(screen.getByText('我的推廣碼 ABC234')).toBeTruthy()
    expect(screen.queryByText('登入/註冊')).toBeNull()
  })

  it('shows 神會員 for god members and 未設定暱稱 without a nickname', () => {
    useSession.setState({ token: 't', user: { ...user, mtype: 1, nickname: '' }, loggedIn: true })
    render(<UserPage />)
    expect(screen.getByText('神會員', { selector: '.mine__badge' })).toBeTruthy()
    expect(screen.getByText('未設定暱稱')).toBeTruthy()
  })

  it('logged out: offers 登入/註冊 and comes back to mine after login', () => {
    render(<UserPage />)
    expect(screen.queryByText(/66\*\*\*\*56/)).toBeNull()
    fireEvent.click(screen.getByText('登入/註冊'))
    expect(fake.navigations).toEqual([{ kind: 'navigateTo', url: '/packages/pagesA/pages/login/index' }])
    expect(fake.storage.get('lotus.returnPage')).toEqual({ url: '/pages/user/user', backToIndex: false })
  })

  it('logged out: profile entries ask for a login, settings open directly', () => {
    render(<UserPage />)
    fireEvent.click(screen.getByText('個人資料'))
    expect(fake.navigations.at(-1)!.url).toBe('/packages/pagesA/pages/login/index')
    fireEvent.click(screen.getByText('設定'))
    expect(fake.navigations.at(-1)!.url).toBe('/packages/pagesUser/pages/set-up/index')
  })

  it('opens orders and god member as tabs, and the customer service line from the remote config', () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<UserPage />)
    fireEvent.click(screen.getByText('我的訂單'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'switchTab', url: '/pages/order/order' })
    fireEvent.click(screen.getByText('神會員'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'switchTab', url: '/pages/grade/grade' })
    expect(screen.getByText('+853 2882 0000')).toBeTruthy()
  })

  it('wallet, addresses and favourites are one tap from mine (issue 8 §3)', () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<UserPage />)
    for (const [title, url] of [
      ['我的錢包', '/packages/pagesUser/pages/wallet/index'],
      ['收貨地址', '/packages/pagesUser/pages/shipping-address/index'],
      ['我的收藏', '/packages/pagesUser/pages/goods-favorites/index']
    ] as const) {
      fireEvent.click(screen.getByText(title))
      expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url })
    }
  })

  it('red envelopes, honey exchange, shop cards, bank cards and help coupons are one tap from mine (issue 12)', () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<UserPage />)
    for (const [title, url] of [
      ['紅包卡券', '/packages/pagesUser/pages/red-envelope/index'],
      ['蜂蜜兌換', '/packages/pagesUser/pages/honey-exchange/index'],
      ['商家儲值卡', '/packages/pagesUser/pages/shop-card-recharge/index'],
      ['銀行卡', '/packages/pagesUser/pages/tied_card/index'],
      ['好友助力領券', '/packages/pagesA/pages/help-coupon/index']
    ] as const) {
      fireEvent.click(screen.getByText(title))
      expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url })
    }
  })

  // acct2: feedback, every vertical's orders, merchant application, promotion code
  it('all orders, feedback, merchant application and the promotion code are linked from mine', () => {
    useSession.setState({ token: 't', user, loggedIn: true })
    render(<UserPage />)
    const links: Array<[string, string]> = [
      ['全部訂單', '/packages/pagesUser/pages/all-order/index'],
      ['意見反饋', '/packages/pagesUser/pages/feedback/index'],
      ['商家入駐', '/packages/pagesUser/pages/business/index'],
      ['我的推廣二維碼', '/packages/pagesA/pages/advertising-qrcode/index'],
      ['分享海報', '/packages/pagesA/pages/share/index']
    ]
    for (const [title, url] of links) {
      fireEvent.click(screen.getByText(title))
      expect(fake.navigations.at(-1)).toEqual({ kind: 'navigateTo', url })
    }
  })

  it('the points mall is one tap from mine, without a login', () => {
    render(<UserPage />)
    fireEvent.click(screen.getByText('積分商城'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'navigateTo',
      url: '/packages/supermarket/pages/point-list/index'
    })
  })
})
