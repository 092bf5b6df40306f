import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import Taro from '@tarojs/taro'
import { fake, type FakeRequest } from '../../../../../tests/setup/taro-fake'
import { envSwitchAllowed } from '@/services/env'
import type { User } from '@/services/types'
import { useSession } from '@/stores/session'
import { setMessages } from '@/i18n'
import { zh } from '@/i18n/zh-Hant-MO'
import { request } from '@/services/request'
import { useLocale } from '@/stores/locale'
import SetUp from './index'

const user = { id: 1, areaCode: '853', phone: '66123456', level: 1, mtype: 0 } as User

beforeEach(() => {
  fake.requestHandler = async (r: FakeRequest) => ({
    statusCode: 200,
    data: { code: '0000', msg: '', data: r.url.endsWith('/api') ? Date.now() : null }
  })
  fake.pages.push({ route: 'packages/pagesUser/pages/set-up/index', options: {} })
})

afterEach(() => {
  // the language is module state: back to the default for the next test
  useLocale.setState({ choice: null, locale: 'zh-Hant-MO' })
  setMessages('zh-Hant-MO', zh)
})

describe('set-up', () => {
  it('shows the version', () => {
    render(<SetUp />)
    expect(screen.getByText(/版本 2\.6\.19/)).toBeTruthy()
  })

  it('log out (after confirming) revokes the token, clears the session and user storage, and goes home', async () => {
    useSession.setState({ token: 'tok', user, loggedIn: true })
    fake.storage.set('lotus.returnPage', { url: '/pages/order/order', backToIndex: true })
    fake.storage.set('lotus.searchHistory', ['葡撻'])
    render(<SetUp />)
    fireEvent.click(screen.getByText('退出登入'))
    await waitFor(() => expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/index/index' }]))
    const logoutCall = fake.requests.find((r) => r.url.endsWith('/v1/appUser/logout'))
    expect(logoutCall?.header?.apptoken).toBe('tok')
    expect(useSession.getState()).toMatchObject({ token: '', user: null, loggedIn: false })
    expect(JSON.parse(String(fake.storage.get('lotus.session'))).state).toEqual({ token: '', user: null })
    expect(fake.storage.has('lotus.returnPage')).toBe(false)
    expect(fake.storage.has('lotus.searchHistory')).toBe(false)
  })

  it('has no logout button when logged out', () => {
    useSession.setState({ token: '', user: null, loggedIn: false })
    render(<SetUp />)
    expect(screen.queryByText('退出登入')).toBeNull()
  })

  it('hides the environment switch when switching is not allowed (pro builds)', () => {
    expect(envSwitchAllowed).toBe(false)
    render(<SetUp />)
    expect(screen.queryByText(/環境切換/)).toBeNull()
    expect(screen.queryByText('測試 uat')).toBeNull()
  })

  it('clears caches but keeps the session and device choices', async () => {
    useSession.setState({ token: 'tok', user, loggedIn: true })
    fake.storage.set('lotus.location', '{}')
    fake.storage.set('lotus.searchHistory', ['葡撻'])
    fake.storage.set('lotus.privacy', '{}')
    Object.assign(Taro, { getStorageInfoSync: () => ({ keys: [...fake.storage.keys()] }) })
    render(<SetUp />)
    fireEvent.click(screen.getByText('清除暫存資料'))
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toContain('已清除暫存資料'))
    expect([...fake.storage.keys()].sort()).toEqual(['lotus.privacy', 'lotus.session'])
  })

  it('switches the language: the page, the stored choice and the server all hear it', async () => {
    render(<SetUp />)
    expect(screen.getByRole('radio', { name: /跟隨系統/ }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByText('English'))
    expect(await screen.findByText('Clear cached data')).toBeTruthy()
    expect(screen.getByText(/Version 2\.6\.19/)).toBeTruthy()
    expect(screen.getByRole('radio', { name: /English/ }).getAttribute('aria-checked')).toBe('true')
    expect(JSON.parse(String(fake.storage.get('lotus.lang'))).state).toEqual({ choice: 'en' })
    await request('/v1/commons/config')
    expect(fake.requests.at(-1)?.header?.['accept-language']).toBe('en')
    fireEvent.click(screen.getByText('Português'))
    expect(await screen.findByText('Limpar dados em cache')).toBeTruthy()
  })

  it('keeps the language when the cache is cleared', async () => {
    fake.storage.set('lotus.lang', '{}')
    fake.storage.set('lotus.searchHistory', ['葡撻'])
    Object.assign(Taro, { getStorageInfoSync: () => ({ keys: [...fake.storage.keys()] }) })
    render(<SetUp />)
    fireEvent.click(screen.getByText('清除暫存資料'))
    await waitFor(() => expect(fake.storage.has('lotus.searchHistory')).toBe(false))
    expect(fake.storage.has('lotus.lang')).toBe(true)
  })
})
