import { withQuery } from '@/services/nav'
import { h5Origin } from './h5-origin'
import { ROUTES } from '@/services/routes'
import { word } from '../../words'

/** The login page, Taro path: a friend who opens the invitation signs up with the promotion code filled in. */
export const INVITE_PAGE = ROUTES.pagesA.loginPhone
/** Its public h5 URL (config/custom-routes.ts). */
const INVITE_PUBLIC_PATH = '/pagesA/login-phone/login-phone'

/** What the QR code holds: the h5 sign-up link with my promotion code (WeChat's scanner opens it too). */
export const inviteLink = (code: string): string =>
  withQuery(`${h5Origin()}${INVITE_PUBLIC_PATH}`, { promotionCode: code })

/** The mini-program share card. */
export const inviteCard = (code: string, nickname: string) => ({
  title: word('invite.card', { name: nickname || word('invite.friend') }),
  path: withQuery(INVITE_PAGE, { promotionCode: code })
})
