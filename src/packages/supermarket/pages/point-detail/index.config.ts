export default definePageConfig({ navigationBarTitleText: '禮品詳情', navigationStyle: 'custom' })
