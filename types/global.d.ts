/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
    TARO_APP_ENV?: string
    TARO_APP_API_DEV?: string
    TARO_APP_API_UAT?: string
    TARO_APP_API_REL?: string
    TARO_APP_API_PRO?: string
    TARO_APP_WEAPP_API?: string
    TARO_APP_APP_KEY?: string
    TARO_APP_APP_SECRET?: string
    TARO_APP_USER_SIGN_SALT?: string
    TARO_APP_ALLOW_ENV_SWITCH?: string
    TARO_APP_WEB_VIEW_ALT_HOST?: string
    TARO_APP_CAPTCHA_APP_ID?: string
  }
}
