export default definePageConfig({ navigationBarTitleText: '資訊詳情', navigationStyle: 'custom' })
