import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import { grantWelcomeCoupons } from '../coupon/coupon-service.js'
import { grantNewCustomerCampaigns } from '../limited-coupon/new-customer.js'
import { cancelDeletionOnLogin } from '../user/deletion-request.js'
import { isValidPhone } from '@lotus/contract/phone'
import { smsCodeInvalid, type SmsService } from '../sms/sms-service.js'
import type { UserService } from '../user/user-service.js'
import type { TokenService } from './tokens.js'
import type { WxProvider } from './wx-provider.js'
import type { LoginResult } from '@lotus/contract/user'
import type { Locale } from '@lotus/contract/locale'

/** A login's answer. */
export type Session = LoginResult

export function createLoginService(deps: {
  db: Db
  clock: Clock
  sms: SmsService
  users: UserService
  tokens: TokenService
  wx: WxProvider
}) {
  const { db, users, tokens } = deps

  async function startSession(
    areaCode: string,
    phone: string,
    opts: { promotionCode?: string; openid?: string; locale?: Locale }
  ) {
    return db.tx(async (t): Promise<Session> => {
      const { user, created } = await users.findOrCreateByPhone(t, areaCode, phone, opts.promotionCode)
      if (created) {
        await grantWelcomeCoupons(t, user.id, user.createdAt)
        // the operators' 新客戶 campaigns (issue 38), within their budgets
        await grantNewCustomerCampaigns(t, user.id, deps.clock.now())
      }
      if (opts.openid) await users.bindOpenId(t, user.id, opts.openid)
      // the language the app speaks to them in, for what is pushed to them later (issue 39)
      if (opts.locale) await users.setLocale(user.id, opts.locale, t)
      // logging in during the deletion grace period keeps the account (issue 12)
      await cancelDeletionOnLogin(t, user.id, deps.clock.now())
      const token = await tokens.issue(user.id, t)
      return { token, user: opts.openid ? await users.byId(user.id, t) : user }
    })
  }

  return {
    /** SMS login; creates the user on first login. The promotion code is checked before the code is spent. */
    async loginWithSms(
      input: {
        areaCode: string
        phone: string
        code: string
        promotionCode?: string
      },
      locale?: Locale
    ): Promise<Session> {
      if (input.promotionCode) await users.assertPromotionCode(input.promotionCode)
      if (!(await deps.sms.verify(input.areaCode, input.phone, 'login', input.code))) throw smsCodeInvalid()
      return startSession(input.areaCode, input.phone, {
        ...(input.promotionCode ? { promotionCode: input.promotionCode } : {}),
        ...(locale ? { locale } : {})
      })
    },

    codeToOpenId: (code: string) => deps.wx.codeToOpenId(code),

    async wxPhoneLogin(
      wxAuthCode: string,
      openCode: string,
      locale?: Locale
    ): Promise<Session | { needBindPhone: true; openid: string }> {
      const openid = await deps.wx.codeToOpenId(openCode)
      const phone = await deps.wx.phoneFromAuthCode(wxAuthCode)
      if (!phone) return { needBindPhone: true, openid }
      if (!isValidPhone(phone.areaCode, phone.phone))
        throw new AppError(ErrorCode.WX_CODE_INVALID, '微信授權碼無效')
      return startSession(phone.areaCode, phone.phone, { openid, ...(locale ? { locale } : {}) })
    },

    async bindPhone(
      input: {
        openid: string
        areaCode: string
        phone: string
        code: string
      },
      locale?: Locale
    ): Promise<Session> {
      if (!(await deps.sms.verify(input.areaCode, input.phone, 'bindPhone', input.code)))
        throw smsCodeInvalid()
      return startSession(input.areaCode, input.phone, {
        openid: input.openid,
        ...(locale ? { locale } : {})
      })
    }
  }
}

export type LoginService = ReturnType<typeof createLoginService>
