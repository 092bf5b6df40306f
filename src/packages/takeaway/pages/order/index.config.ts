export default definePageConfig({
  navigationBarTitleText: '外賣訂單',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200
})
