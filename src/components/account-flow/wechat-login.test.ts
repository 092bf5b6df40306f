import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import type { User } from '@/services/types'
import { miniAppletPhoneLogin, miniCodeToOpenId } from '@/services/wechat'
import { currentOpenId, OPENID_KEY, weChatPhoneLogin } from './wechat-login'

vi.mock('@/services/wechat', () => ({ miniAppletPhoneLogin: vi.fn(), miniCodeToOpenId: vi.fn() }))

describe('WeChat phone login', () => {
  it('logs in with both codes and returns to the saved page', async () => {
    const user = { id: 1, phone: '66123456' } as User
    vi.mocked(miniAppletPhoneLogin).mockResolvedValue({ token: 't', user })
    fake.storage.set('lotus.returnPage', { url: '/pages/order/order', backToIndex: true })
    const loginWith = vi.fn()
    await weChatPhoneLogin('phone-code', loginWith)
    expect(miniAppletPhoneLogin).toHaveBeenCalledWith('phone-code', 'fake-wx-code')
    expect(loginWith).toHaveBeenCalledWith({ token: 't', user })
    expect(fake.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/order/order' }])
  })

  it('sends an unknown WeChat user to bind a phone', async () => {
    vi.mocked(miniAppletPhoneLogin).mockResolvedValue({ needBindPhone: true, openid: 'o-123' })
    const loginWith = vi.fn()
    await weChatPhoneLogin('phone-code', loginWith)
    expect(loginWith).not.toHaveBeenCalled()
    expect(fake.navigations).toEqual([
      { kind: 'navigateTo', url: '/packages/pagesA/pages/bind-phone/index?openid=o-123' }
    ])
    expect(fake.storage.get(OPENID_KEY)).toBe('o-123')
  })
})

describe('openid (spec §7: miniCodeToOpenId, stored)', () => {
  it('asks WeChat once, stores the openid and reuses it', async () => {
    vi.mocked(miniCodeToOpenId).mockReset().mockResolvedValue({ openid: 'o-stored' })
    expect(await currentOpenId()).toBe('o-stored')
    expect(miniCodeToOpenId).toHaveBeenCalledWith('fake-wx-code')
    expect(fake.storage.get(OPENID_KEY)).toBe('o-stored')
    expect(await currentOpenId()).toBe('o-stored')
    expect(miniCodeToOpenId).toHaveBeenCalledTimes(1)
  })
})
