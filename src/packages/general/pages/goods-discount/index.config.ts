export default definePageConfig({
  navigationBarTitleText: '折扣好貨',
  navigationStyle: 'custom'
})
