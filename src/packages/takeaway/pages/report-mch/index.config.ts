export default definePageConfig({
  navigationBarTitleText: '舉報商家',
  navigationStyle: 'custom'
})
