import type { CaptchaChallenge } from '@lotus/contract/captcha'
import { request } from './request'

/** A signed, single-use ALTCHA challenge (5 minutes) to solve before an SMS code is sent. */
export const getCaptchaChallenge = () =>
  request<CaptchaChallenge>('/v1/captcha/challenge', { loginCall: true })
