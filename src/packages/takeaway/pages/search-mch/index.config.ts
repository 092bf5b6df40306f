export default definePageConfig({
  navigationBarTitleText: '搜尋外賣',
  navigationStyle: 'custom',
  onReachBottomDistance: 200
})
