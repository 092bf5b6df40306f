export default definePageConfig({
  navigationBarTitleText: '更換手機號',
  navigationStyle: 'custom',
  // spec §1: the WeChat captcha plugin's component before the SMS code (weapp; declared in app.config.ts)
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' }
})
