export default definePageConfig({
  navigationBarTitleText: '分類',
  navigationStyle: 'custom'
})
