export default definePageConfig({
  navigationBarTitleText: '商家會員',
  navigationStyle: 'custom'
})
