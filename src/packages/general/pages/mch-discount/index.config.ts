export default definePageConfig({
  navigationBarTitleText: '商家優惠',
  navigationStyle: 'custom'
})
