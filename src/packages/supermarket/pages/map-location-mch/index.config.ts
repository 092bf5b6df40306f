export default definePageConfig({ navigationBarTitleText: '選擇門店', navigationStyle: 'custom' })
