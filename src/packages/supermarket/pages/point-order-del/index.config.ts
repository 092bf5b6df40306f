export default definePageConfig({ navigationBarTitleText: '兌換詳情', navigationStyle: 'custom' })
