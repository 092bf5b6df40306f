export default definePageConfig({
  navigationBarTitleText: '收支明細',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  onReachBottomDistance: 200
})
