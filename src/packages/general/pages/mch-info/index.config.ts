export default definePageConfig({
  navigationBarTitleText: '商家',
  navigationStyle: 'custom'
})
