export default definePageConfig({
  navigationBarTitleText: '商家資質',
  navigationStyle: 'custom'
})
