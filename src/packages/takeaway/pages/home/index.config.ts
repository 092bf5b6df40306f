export default definePageConfig({
  navigationBarTitleText: '外賣',
  navigationStyle: 'custom',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  onReachBottomDistance: 200
})
