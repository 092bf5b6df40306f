export default definePageConfig({
  navigationBarTitleText: '優惠活動',
  navigationStyle: 'custom'
})
