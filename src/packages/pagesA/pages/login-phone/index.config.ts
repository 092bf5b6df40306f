export default definePageConfig({
  navigationBarTitleText: '手機號碼登入',
  navigationStyle: 'custom',
  // spec §1: the WeChat captcha plugin's component (weapp; declared in app.config.ts)
  usingComponents: { 't-captcha': 'plugin://captcha/t-captcha' }
})
