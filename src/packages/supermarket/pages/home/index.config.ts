export default definePageConfig({
  navigationBarTitleText: '超市',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: 200
})
