export default definePageConfig({
  navigationBarTitleText: '綁定手機號碼',
  navigationStyle: 'custom',
  // spec §1: the WeChat captcha plugin's component (weapp; declared in app.config.ts)
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' }
})
