export default definePageConfig({
  navigationBarTitleText: '團購',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: 200
})
