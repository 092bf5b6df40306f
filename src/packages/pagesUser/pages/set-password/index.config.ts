export default definePageConfig({
  navigationBarTitleText: '設定支付密碼',
  navigationStyle: 'custom',
  // spec §1: the WeChat captcha plugin's component (weapp; declared in app.config.ts)
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' }
})
