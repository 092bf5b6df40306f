export default definePageConfig({
  navigationBarTitleText: '全部訂單',
  navigationStyle: 'custom',
  enablePullDownRefresh: true
})
