export default definePageConfig({
  navigationBarTitleText: '購物車',
  navigationStyle: 'custom'
})
