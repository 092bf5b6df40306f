export default definePageConfig({
  navigationBarTitleText: '搜索',
  navigationStyle: 'custom',
  onReachBottomDistance: 200
})
