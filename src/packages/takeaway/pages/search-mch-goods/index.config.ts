export default definePageConfig({
  navigationBarTitleText: '搜尋商品',
  navigationStyle: 'custom'
})
