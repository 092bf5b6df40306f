export default definePageConfig({
  navigationBarTitleText: '送酒',
  navigationStyle: 'custom'
})
