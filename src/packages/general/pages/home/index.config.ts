export default definePageConfig({
  navigationBarTitleText: '百貨',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: 200
})
