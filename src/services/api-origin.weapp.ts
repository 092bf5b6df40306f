/** The mini-program has no origin: a relative base becomes TARO_APP_WEAPP_API (when the build sets it). */
export const platformBase = (base: string): string =>
  base.startsWith('/') ? (process.env.TARO_APP_WEAPP_API ?? base) : base
