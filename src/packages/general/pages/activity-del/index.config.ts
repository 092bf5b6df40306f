export default definePageConfig({
  navigationBarTitleText: '活動詳情',
  navigationStyle: 'custom'
})
