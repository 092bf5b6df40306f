import { currentOpenId } from './wechat-login'

/** The mini-program's WeChat account on this device: stored, or asked once through wx.login. */
export const deviceOpenId = (): Promise<string> => currentOpenId()
