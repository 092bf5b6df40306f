export default definePageConfig({
  navigationBarTitleText: '拼單',
  navigationStyle: 'custom',
  disableScroll: true,
  enableShareAppMessage: true
})
