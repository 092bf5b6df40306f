import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../tests/setup/taro-fake'
import type { User } from '@/services/types'
import { afterRefresh, initialSession, sessionReducer } from './session-reducer'

vi.mock('@/services/user', () => ({
  refreshToken: vi.fn(),
  getUser: vi.fn(),
  logout: vi.fn(async () => null)
}))
const userApi = await import('@/services/user')
const { useSession } = await import('./session')

const user = (over: Partial<User> = {}): User => ({
  id: 1,
  areaCode: '853',
  phone: '66123456',
  level: 1,
  mtype: 0,
  nickname: '小蓮',
  avatar: '',
  gender: 0,
  birthday: null,
  promotionCode: 'ABC123',
  boundPromotionCode: null,
  honey: 0,
  createdAt: 1_700_000_000,
  ...over
})

describe('session reducer', () => {
  it('login sets token, user and the logged-in flag; logout clears everything', () => {
    const s = sessionReducer(initialSession, { type: 'login', token: 't1', user: user() })
    expect(s).toMatchObject({ token: 't1', loggedIn: true })
    expect(sessionReducer(s, { type: 'logout' })).toEqual(initialSession)
  })
  it('a refresh with the same token only sets the flag; a different one replaces the token', () => {
    const s = { token: 't1', user: user(), loggedIn: false }
    expect(sessionReducer(s, { type: 'refreshed', token: 't1' })).toEqual({ ...s, loggedIn: true })
    expect(sessionReducer(s, { type: 'refreshed', token: 't2' }).token).toBe('t2')
    expect(afterRefresh('t1', 't1')).toBe('keep')
    expect(afterRefresh('t1', 't2')).toBe('relaunch')
  })
})

describe('launch bootstrap (spec §4)', () => {
  beforeEach(() => {
    useSession.setState({ ...initialSession })
    vi.mocked(userApi.refreshToken).mockReset()
    vi.mocked(userApi.getUser).mockReset()
  })

  it('does nothing without a stored token', async () => {
    await useSession.getState().bootstrap()
    expect(userApi.refreshToken).not.toHaveBeenCalled()
    expect(useSession.getState().loggedIn).toBe(false)
  })

  it('same token: logged in with the stored user, no relaunch', async () => {
    useSession.setState({ token: 't1', user: user(), loggedIn: false })
    vi.mocked(userApi.refreshToken).mockResolvedValue('t1')
    await useSession.getState().bootstrap()
    expect(useSession.getState()).toMatchObject({ token: 't1', loggedIn: true })
    expect(userApi.getUser).not.toHaveBeenCalled()
    expect(fake.navigations).toEqual([])
  })

  it('a different token is stored, the user reloaded and the app relaunched at home', async () => {
    useSession.setState({ token: 't1', user: user(), loggedIn: false })
    vi.mocked(userApi.refreshToken).mockResolvedValue('t2')
    vi.mocked(userApi.getUser).mockResolvedValue(user({ nickname: '新名' }))
    await useSession.getState().bootstrap()
    expect(useSession.getState()).toMatchObject({ token: 't2', loggedIn: true, user: { nickname: '新名' } })
    expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/index/index' }])
    expect(JSON.parse(String(fake.storage.get('lotus.session'))).state.token).toBe('t2')
  })

  it('a rejected token logs out', async () => {
    const { ApiError } = await import('@/services/errors')
    useSession.setState({ token: 't1', user: user(), loggedIn: false })
    vi.mocked(userApi.refreshToken).mockRejectedValue(new ApiError('401', '請先登入'))
    await useSession.getState().bootstrap()
    expect(useSession.getState()).toMatchObject({ token: '', user: null, loggedIn: false })
  })

  it('logout tells the server and clears the user data in storage', async () => {
    useSession.setState({ token: 't1', user: user(), loggedIn: true })
    fake.storage.set('lotus.returnPage', { url: '/x', backToIndex: true })
    fake.storage.set('lotus.searchHistory', ['a'])
    await useSession.getState().logout()
    expect(userApi.logout).toHaveBeenCalled()
    expect(useSession.getState().token).toBe('')
    expect(fake.storage.has('lotus.returnPage')).toBe(false)
    expect(fake.storage.has('lotus.searchHistory')).toBe(false)
  })
})
