export default definePageConfig({
  navigationBarTitleText: '搜索訂單',
  navigationStyle: 'custom',
  onReachBottomDistance: 200
})
