import { createHash } from 'node:crypto'
import { AppError, ErrorCode } from '../../errors.js'

export type WxPhoneResult = { areaCode: string; phone: string } | null

/** The WeChat calls we depend on; the sandbox stands in wherever WeChat cannot be reached. */
export interface WxProvider {
  codeToOpenId(code: string): Promise<string>
  /** The phone the user authorised, or null when WeChat gave none (the app then binds by SMS). */
  phoneFromAuthCode(wxAuthCode: string): Promise<WxPhoneResult>
}

export const sandboxWxProvider: WxProvider = {
  async codeToOpenId(code) {
    return `sandbox_${createHash('sha1').update(code).digest('hex').slice(0, 16)}`
  },
  async phoneFromAuthCode(wxAuthCode) {
    const m = /^sandbox:(\d{2,3}):(\d{1,20})$/.exec(wxAuthCode)
    return m ? { areaCode: m[1] ?? '', phone: m[2] ?? '' } : null
  }
}

/** Real WeChat needs network access and credentials this deployment does not have yet. */
export function createProductionWxProvider(
  appId: string | undefined,
  secret: string | undefined
): WxProvider {
  const notConfigured = () => new AppError(ErrorCode.WX_NOT_CONFIGURED, '微信登入尚未配置')
  const notImplemented = () => new AppError(ErrorCode.WX_NOT_CONFIGURED, '微信登入暫不可用')
  return {
    async codeToOpenId() {
      throw appId && secret ? notImplemented() : notConfigured()
    },
    async phoneFromAuthCode() {
      throw appId && secret ? notImplemented() : notConfigured()
    }
  }
}
