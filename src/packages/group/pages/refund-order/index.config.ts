export default definePageConfig({
  navigationBarTitleText: '團購',
  navigationStyle: 'custom'
})
