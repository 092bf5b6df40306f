import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake, type FakeResponse } from '../../tests/setup/taro-fake'
import type { User } from '@/services/types'

vi.mock('@/services/user', () => ({
  refreshToken: vi.fn(),
  getUser: vi.fn(),
  logout: vi.fn(async () => null)
}))
const userApi = await import('@/services/user')
const { useSession } = await import('./session')
const { cartKeys } = await import('@/queries/cart')
const { createUserStore } = await import('./user-store')
const { getData, setData } = await import('@/queries/cache')
const { request, resetRequestState } = await import('@/services/request')

const user = (id: number): User => ({
  id,
  areaCode: '853',
  phone: `6612345${id}`,
  level: 1,
  mtype: 0,
  nickname: `用戶${id}`,
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC123',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1_700_000_000
})

// a store added later by some domain: made with the wrapper, it never registers for a reset itself
const useFavouritesDraft = createUserStore<{ ids: number[]; add: (id: number) => void }>()((set) => ({
  ids: [],
  add: (id) => set((s) => ({ ids: [...s.ids, id] }))
}))

const aCart = { calc: null, lines: [{ goodsId: 1, itemCount: 2, props: [] }] }

/** Signed in as user 1 with something in every kind of per-user state. */
function signedInWithState() {
  useSession.getState().loginWith({ token: 't1', user: user(1) })
  useFavouritesDraft.getState().add(42)
  setData(cartKeys.mch(5), aCart)
  setData(['orders', 'all'], ['order of user 1'])
  fake.storage.set('lotus.searchHistory', ['奶茶'])
  fake.storage.set('lotus.searchHistory.takeaway', ['燒味'])
  fake.storage.set('lotus.privacy', '{"state":{"goodsRecommend":false,"adRecommend":true},"version":2}')
}

function expectEverythingCleared() {
  expect(useFavouritesDraft.getState().ids).toEqual([])
  // the cart is server data: it goes with the cache, by construction
  expect(getData(cartKeys.mch(5))).toBeUndefined()
  expect(getData(['orders', 'all'])).toBeUndefined()
  expect(fake.storage.has('lotus.searchHistory')).toBe(false)
  expect(fake.storage.has('lotus.searchHistory.takeaway')).toBe(false)
  // the device's own choices stay
  expect(fake.storage.has('lotus.privacy')).toBe(true)
}

beforeEach(() => {
  useSession.setState({ token: '', user: null, loggedIn: false })
  vi.mocked(userApi.refreshToken).mockReset()
})

describe('identity changes reset every per-user store and the server-state cache', () => {
  it('logout', async () => {
    signedInWithState()
    await useSession.getState().logout()
    expectEverythingCleared()
    expect(useSession.getState()).toMatchObject({ token: '', user: null, loggedIn: false })
  })

  it('a 401 from any call', async () => {
    signedInWithState()
    resetRequestState()
    const answer = (code: string, data: unknown): FakeResponse => ({
      statusCode: 200,
      data: { code, msg: '請先登入', data }
    })
    fake.requestHandler = async (r) => (r.url === '/api' ? answer('0000', Date.now()) : answer('401', null))
    await expect(request('/v1/store/order/list')).rejects.toMatchObject({ code: '401' })
    expectEverythingCleared()
    expect(useSession.getState().token).toBe('')
    // the page to come back to after login is saved after the reset, so it survives it
    expect(fake.storage.has('lotus.returnPage')).toBe(true)
  })

  it('a login as someone else, but not the same user logging in again', () => {
    signedInWithState()
    useSession.getState().loginWith({ token: 't1b', user: user(1) })
    expect(useFavouritesDraft.getState().ids).toEqual([42])
    expect(getData(['orders', 'all'])).toEqual(['order of user 1'])

    useSession.getState().loginWith({ token: 't2', user: user(2) })
    expectEverythingCleared()
    expect(useSession.getState()).toMatchObject({ token: 't2', user: { id: 2 }, loggedIn: true })
  })

  it('the same user refreshing the token at launch keeps the cart and the cache', async () => {
    signedInWithState()
    vi.mocked(userApi.refreshToken).mockResolvedValue('t1')
    await useSession.getState().bootstrap()
    expect(getData(cartKeys.mch(5))).toEqual(aCart)
    expect(useFavouritesDraft.getState().ids).toEqual([42])
    expect(getData(['orders', 'all'])).toEqual(['order of user 1'])
  })
})
