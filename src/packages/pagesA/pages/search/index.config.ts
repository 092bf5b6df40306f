export default definePageConfig({
  navigationBarTitleText: '搜尋',
  navigationStyle: 'custom',
  onReachBottomDistance: 200
})
