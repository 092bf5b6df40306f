export default definePageConfig({
  navigationBarTitleText: '拼單',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: 200
})
