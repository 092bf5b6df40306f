export default definePageConfig({
  navigationBarTitleText: '時令水果',
  navigationStyle: 'custom'
})
