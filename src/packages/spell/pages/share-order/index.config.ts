export default definePageConfig({
  navigationBarTitleText: '邀請好友拼單',
  navigationStyle: 'custom',
  enableShareAppMessage: true
})
