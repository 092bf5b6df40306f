/**
 * What request.ts needs from the session without importing stores (stores import services, so
 * this keeps the dependency one-way). The session, privacy and locale stores register themselves at start.
 */
export interface AuthContext {
  token: () => string
  mchId: () => string
  switches: () => { goodsRecommend: boolean; adRecommend: boolean }
  /** the language in force (src/stores/locale.ts): the server answers in it */
  language: () => string
  /** the token is no longer valid: forget it */
  onUnauthorized: () => void
}

let ctx: AuthContext = {
  token: () => '',
  mchId: () => '',
  switches: () => ({ goodsRecommend: true, adRecommend: true }),
  language: () => 'zh-Hant-MO',
  onUnauthorized: () => undefined
}

export const authContext = (): AuthContext => ctx
export function setAuthContext(part: Partial<AuthContext>): void {
  ctx = { ...ctx, ...part }
}
