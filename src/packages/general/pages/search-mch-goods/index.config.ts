export default definePageConfig({
  navigationBarTitleText: '搜尋店內商品',
  navigationStyle: 'custom'
})
