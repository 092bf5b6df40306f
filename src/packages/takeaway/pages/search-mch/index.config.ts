export default definePageConfig({
  navigationBarTitleText: '搜索外賣',
  navigationStyle: 'custom',
  onReachBottomDistance: 200
})
