import Taro from '@tarojs/taro'
import { go, PAGES, withQuery } from '@/services/nav'
import { returnAfterLogin } from '@/services/return-page'
import type { LoginResult } from '@/services/types'
import { miniAppletPhoneLogin, miniCodeToOpenId } from '@/services/wechat'

/**
 * spec §7: the openid from miniCodeToOpenId is stored and reused. It belongs to the WeChat account on
 * this device, not to a Lotus user, so it stays across logouts.
 */
export const OPENID_KEY = 'lotus.openid'

export function storedOpenId(): string {
  const v: unknown = Taro.getStorageSync(OPENID_KEY)
  return typeof v === 'string' ? v : ''
}

const storeOpenId = (openid: string) => {
  if (openid) Taro.setStorageSync(OPENID_KEY, openid)
}

/**
 * WeChat phone login (mini-program): the phone-number code from getPhoneNumber plus a fresh
 * Taro.login code. A WeChat account without a Lotus phone goes to bind-phone with its openid.
 */
export async function weChatPhoneLogin(
  wxAuthCode: string,
  loginWith: (r: LoginResult) => void
): Promise<void> {
  const { code: openCode } = await Taro.login()
  const result = await miniAppletPhoneLogin(wxAuthCode, openCode)
  if ('needBindPhone' in result) {
    storeOpenId(result.openid)
    go(withQuery(PAGES.bindPhone, { openid: result.openid }))
    return
  }
  loginWith(result)
  returnAfterLogin()
}

/** bind-phone opened without an openid (e.g. restored after a restart): the stored one, else ask WeChat once. */
export async function currentOpenId(): Promise<string> {
  const stored = storedOpenId()
  if (stored) return stored
  const { code } = await Taro.login()
  const { openid } = await miniCodeToOpenId(code)
  storeOpenId(openid)
  return openid
}
