import Taro from '@tarojs/taro'

/** WeChat's language (zh_CN, zh_HK, en, pt …), read when the app first starts. */
export function deviceLanguage(): string {
  try {
    return Taro.getAppBaseInfo?.().language ?? Taro.getSystemInfoSync().language
  } catch {
    return ''
  }
}
