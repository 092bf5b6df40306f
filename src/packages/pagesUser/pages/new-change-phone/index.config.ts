export default definePageConfig({
  navigationBarTitleText: '綁定新手機號',
  navigationStyle: 'custom',
  // spec §1: the WeChat captcha plugin's component before the SMS code (weapp; declared in app.config.ts)
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' }
})
