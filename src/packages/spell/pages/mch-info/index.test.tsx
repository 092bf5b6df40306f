import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useGroupCart } from '@/stores/group-cart'
import { withMyInfo } from '@lotus/contract/spell'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { toSharedUpdate } from '@lotus/contract/spell'
import { NoopObserver, roomSnapshot, spellItem } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({
  calcSpell: vi.fn(),
  joinSpell: vi.fn(),
  leaveSpell: vi.fn(),
  lockSpell: vi.fn(),
  removeMember: vi.fn(),
  submitSpell: vi.fn(),
  setSpellAddress: vi.fn(),
  mqttAuthInfo: vi.fn()
}))
const client = vi.hoisted(() => ({ start: vi.fn(), resume: vi.fn(), background: vi.fn(), stop: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)
vi.mock('@/services/mqtt', () => ({ groupCartClient: () => client }))
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SpellMchInfo from './index'

function open(me: number, params: Record<string, string> = { tid: '7' }) {
  fake.pages.push({ route: 'packages/spell/pages/mch-info/index', options: params })
  useSession.setState({ token: 'tok', loggedIn: true, user: { id: me } as never })
  // what groupCartClient().start does to the store
  client.start.mockImplementation(async (_topic: string, tid: number) => {
    useGroupCart.getState().dispatch({ type: 'start', tid, userId: me })
    return true
  })
  return render(<SpellMchInfo />)
}

beforeEach(() => {
  fake.reset()
  useGroupCart.setState({ tid: null, userId: null, status: 'idle', snapshot: null, seq: -1, gone: null })
  for (const f of [...Object.values(spellApi), ...Object.values(client)]) f.mockReset()
  spellApi.calcSpell.mockImplementation(async () => roomSnapshot(2))
})

const setStatus = (status: 'connecting' | 'online' | 'reconnecting' | 'offline') =>
  act(() => useGroupCart.getState().dispatch({ type: 'status', status }))

describe('spell mch-info', () => {
  it('connects to spell/<tid>, shows the merchant, the menu and who is spelling', async () => {
    open(2)
    expect(client.start).toHaveBeenCalledWith('spell/7', 7)
    expect(await screen.findByText('測試茶餐廳', { selector: '.spell-header__name' })).toBeTruthy()
    expect(screen.getByText('4.6')).toBeTruthy()
    expect(screen.getByText('叉燒飯')).toBeTruthy()
    expect(screen.getAllByText('2人正在拼單').length).toBeGreaterThan(0)
    // the sidebar counts every member's items
    expect(screen.getByText('2', { selector: '.ta-menu__cat-count' })).toBeTruthy()
  })

  it('shows the connection state: connecting, reconnecting, offline with a retry, nothing when online', async () => {
    open(2)
    await screen.findByText('叉燒飯')
    setStatus('connecting')
    expect(screen.getByRole('status').textContent).toBe('連線中…')
    setStatus('reconnecting')
    expect(screen.getByText('重新連線中…')).toBeTruthy()
    setStatus('offline')
    fireEvent.click(screen.getByText('已離線，點擊重試'))
    expect(client.resume).toHaveBeenCalled()
    setStatus('online')
    expect(screen.queryByText(/連線中|已離線/)).toBeNull()
  })

  it('shows a member live updates from the broker without reloading', async () => {
    open(1)
    spellApi.calcSpell.mockImplementation(async () => roomSnapshot(1))
    await screen.findByText('叉燒飯')
    fireEvent.click(screen.getByText('拼單購物車（2人）'))
    expect(screen.queryByText('用戶3')).toBeNull()
    const next = roomSnapshot(1, { seq: 5, members: [1, 2, 3] })
    next.cartInfo[2] = { userId: 3, bagNo: 1, items: [spellItem({ cartId: 3001, name: '凍奶茶' })] }
    const { myInfo: _mine, ...shared } = next
    act(() => useGroupCart.getState().dispatch({ type: 'update', seq: 5, data: toSharedUpdate(shared) }))
    expect(screen.getByText('用戶3')).toBeTruthy()
    expect(screen.getByText('凍奶茶')).toBeTruthy()
    expect(screen.getAllByText('3人正在拼單').length).toBeGreaterThan(0)
  })

  it('adds my item through calc add with my new count (the merge rule sets it)', async () => {
    open(2)
    await screen.findByText('叉燒飯')
    spellApi.calcSpell.mockResolvedValueOnce(roomSnapshot(2, { seq: 2 }))
    fireEvent.click(screen.getByLabelText('增加拼單飯'))
    await waitFor(() =>
      expect(spellApi.calcSpell).toHaveBeenCalledWith(7, 'add', { goodsId: 11, itemCount: 2, props: [] })
    )
  })

  it('gives the host the lock, remove and checkout controls; members only leave', async () => {
    spellApi.calcSpell.mockImplementation(async () => roomSnapshot(1))
    const host = open(1)
    await screen.findByText('鎖定購物車')
    expect(screen.getByText('解散拼單')).toBeTruthy()
    fireEvent.click(screen.getByText('拼單購物車（2人）'))
    expect(screen.getAllByText('移出')).toHaveLength(1)
    expect(screen.getByText('房主')).toBeTruthy()
    spellApi.lockSpell.mockResolvedValue(roomSnapshot(1, { status: 'locked', seq: 3 }))
    fireEvent.click(screen.getByText('鎖定購物車'))
    await waitFor(() => expect(spellApi.lockSpell).toHaveBeenCalledWith(7, true))
    expect(await screen.findByText('解鎖')).toBeTruthy()
    host.unmount()
    expect(client.stop).toHaveBeenCalled()

    useGroupCart.setState({ tid: null, userId: null, snapshot: null, seq: -1, gone: null })
    spellApi.calcSpell.mockImplementation(async () => roomSnapshot(2))
    open(2)
    await screen.findByText('叉燒飯')
    expect(screen.queryByText('鎖定購物車')).toBeNull()
    expect(screen.getByText('退出拼單')).toBeTruthy()
    fireEvent.click(screen.getByText('拼單購物車（2人）'))
    expect(screen.queryByText('移出')).toBeNull()
  })

  it('a locked cart stops member edits and says why', async () => {
    spellApi.calcSpell.mockImplementation(async () => roomSnapshot(2, { status: 'locked' }))
    open(2)
    expect(await screen.findByText('房主已鎖定購物車，暫不能修改')).toBeTruthy()
    spellApi.calcSpell.mockClear()
    fireEvent.click(screen.getByLabelText('增加拼單飯'))
    expect(fake.toasts.at(-1)?.title).toBe('房主已鎖定購物車')
    expect(spellApi.calcSpell).not.toHaveBeenCalled()
  })

  it('the host checks out a locked cart with the default address and a client key, then pays', async () => {
    spellApi.calcSpell.mockImplementation(async () => roomSnapshot(1, { status: 'locked' }))
    // the host's saved addresses, as the server lists them (asked again when the checkout opens)
    const saved = [
      {
        id: 4,
        name: '陳大文',
        areaCode: '853',
        phone: '66123456',
        gender: 1,
        address: '新馬路',
        detail: '1樓',
        lat: 22.19,
        lng: 113.54,
        tag: '家',
        isDefault: true
      }
    ]
    fake.requestHandler = async (r) => ({
      statusCode: 200,
      data: r.url.endsWith('/api')
        ? Date.now()
        : { code: '0000', msg: '', data: r.url.includes('/v1/user/address/list') ? saved : [] }
    })
    spellApi.submitSpell.mockResolvedValue({ orderId: 99, total: 5200, payDeadline: 0, shares: [] })
    // priced at the chosen address: a farther delivery costs more, and that is what the sheet shows
    const there = roomSnapshot(1, { status: 'locked', seq: 9 })
    there.result = { ...there.result, deliveryFee: 2000, total: 11_000 }
    spellApi.setSpellAddress.mockResolvedValue(there)
    open(1)
    await screen.findByText('解鎖')
    fireEvent.click(screen.getByText('去結算'))
    expect(await screen.findByText('確認拼單訂單')).toBeTruthy()
    await waitFor(() => expect(spellApi.setSpellAddress).toHaveBeenCalledWith(7, 4))
    expect(await screen.findByText('MOP 110', { selector: '.lotus-em' })).toBeTruthy()
    fireEvent.click(screen.getByText('提交訂單'))
    await waitFor(() => expect(spellApi.submitSpell).toHaveBeenCalled())
    const arg = spellApi.submitSpell.mock.calls[0]?.[0] as {
      tid: number
      addressId: number
      clientKey: string
      expectedTotal: number
    }
    expect(arg.tid).toBe(7)
    expect(arg.addressId).toBe(4)
    // the server refuses any other charge than the one on the sheet
    expect(arg.expectedTotal).toBe(11_000)
    expect(arg.clientKey).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/pay/index?orderId=99')
    )
  })

  it('after submit everyone sees the order and their share', async () => {
    const snap = roomSnapshot(2, { status: 'submitted' })
    snap.spellInfo.orderId = 99
    spellApi.calcSpell.mockResolvedValue(withMyInfo(snap, 2))
    open(2)
    expect(await screen.findByText('房主已下單')).toBeTruthy()
    expect(screen.queryByText('去支付')).toBeNull()
    fireEvent.click(screen.getByText('查看訂單'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/spell/pages/order-del/index?tid=7')
  })

  it('a removed member is told so and can go back to spell home', async () => {
    spellApi.calcSpell.mockResolvedValue(roomSnapshot(2, { members: [1, 3] }))
    open(2)
    expect(await screen.findByText('你已被房主移出這個拼單')).toBeTruthy()
    fireEvent.click(screen.getByText('返回拼單首頁'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/packages/spell/pages/home/index' })
  })

  it('joins by share code and continues with the tid', async () => {
    spellApi.joinSpell.mockResolvedValue({ tid: 7 })
    open(2, { code: 'ABCD2345' })
    await waitFor(() => expect(spellApi.joinSpell).toHaveBeenCalledWith('ABCD2345'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/spell/pages/mch-info/index?tid=7'
      })
    )
  })

  it('asks a logged-out visitor to log in and comes back to the link', () => {
    fake.pages.push({ route: 'packages/spell/pages/mch-info/index', options: { code: 'ABCD2345' } })
    useSession.setState({ token: '', loggedIn: false, user: null })
    render(<SpellMchInfo />)
    fireEvent.click(screen.getByText('登入/註冊'))
    expect(fake.storage.get('lotus.returnPage')).toEqual({
      url: '/packages/spell/pages/mch-info/index?code=ABCD2345',
      backToIndex: false
    })
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/login/index')
    expect(spellApi.joinSpell).not.toHaveBeenCalled()
  })
})
