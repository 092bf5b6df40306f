export default definePageConfig({ navigationBarTitleText: '自取訂單', navigationStyle: 'custom' })
