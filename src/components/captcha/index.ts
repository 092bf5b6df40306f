/** The captcha before every SMS code (spec §1): ALTCHA proof of work on h5, the WeChat captcha plugin on weapp. */
export { useCaptcha, type Captcha } from './use-captcha'
export { CaptchaStatusLine, type CaptchaStatus } from './captcha-status'
