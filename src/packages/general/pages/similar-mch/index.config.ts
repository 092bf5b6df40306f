export default definePageConfig({
  navigationBarTitleText: '相似商家',
  navigationStyle: 'custom'
})
