export default definePageConfig({
  navigationBarTitleText: '搜索商品',
  navigationStyle: 'custom'
})
