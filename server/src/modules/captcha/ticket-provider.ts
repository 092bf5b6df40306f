import { AppError, ErrorCode } from '../../errors.js'

/**
 * The WeChat mini-program captcha plugin (Tencent captcha, spec §1) hands the page a ticket and a
 * randstr; only the captcha service can say whether they are genuine.
 */
export interface CaptchaTicketProvider {
  /** true when the ticket is genuine and unused; throws CAPTCHA_NOT_CONFIGURED when it cannot tell. */
  verify(ticket: string, randstr: string, ip: string): Promise<boolean>
}

/** The ticket the sandbox accepts outside production (WeChat devtools and tests use it). */
export const SANDBOX_CAPTCHA_TICKET = 'sandbox-captcha-ticket'

export const sandboxTicketProvider: CaptchaTicketProvider = {
  async verify(ticket) {
    return ticket === SANDBOX_CAPTCHA_TICKET
  }
}

/** Production has no captcha account configured yet: refusing is safer than letting tickets through. */
export const unconfiguredTicketProvider: CaptchaTicketProvider = {
  async verify() {
    throw new AppError(ErrorCode.CAPTCHA_NOT_CONFIGURED, '小程序驗證服務尚未配置')
  }
}
