export default definePageConfig({
  navigationBarTitleText: '',
  navigationStyle: process.env.TARO_ENV === 'weapp' ? 'default' : 'custom',
  enableShareAppMessage: true
})
