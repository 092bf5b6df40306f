/** h5 has no wx.login: the openid of a WeChat sign-in comes only with the link (or from storage). */
export const deviceOpenId = (): Promise<string> => Promise.resolve('')
