export default definePageConfig({
  navigationBarTitleText: '超市訂單',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200
})
