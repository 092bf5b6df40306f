import Taro from '@tarojs/taro'
import { go, PAGES, withQuery } from '@/services/nav'
import { returnAfterLogin } from '@/services/return-page'
import type { LoginResult } from '@/services/types'
import { miniAppletPhoneLogin, miniCodeToOpenId } from '@/services/wechat'

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
    go(withQuery(PAGES.bindPhone, { openid: result.openid }))
    return
  }
  loginWith(result)
  returnAfterLogin()
}

/** bind-phone opened without an openid (e.g. restored after a restart): ask WeChat again. */
export async function currentOpenId(): Promise<string> {
  const { code } = await Taro.login()
  return (await miniCodeToOpenId(code)).openid
}
