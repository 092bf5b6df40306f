import { request } from './request'
import type { LoginResult } from './types'
import { t } from '@/i18n'

export const miniCodeToOpenId = (code: string) =>
  request<{ openid: string }>('/wx/wxAuth/miniCodeToOpenId', {
    method: 'POST',
    data: { code },
    loginCall: true
  })

export type PhoneLoginResult = LoginResult | { needBindPhone: true; openid: string }

export const miniAppletPhoneLogin = (wxAuthCode: string, openCode: string) =>
  request<PhoneLoginResult>('/wx/wxAuth/miniAppletPhoneLogin', {
    method: 'POST',
    json: true,
    data: { wxAuthCode, openCode },
    loginCall: true,
    loading: t('loading.login')
  })
