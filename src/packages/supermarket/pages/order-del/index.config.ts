export default definePageConfig({ navigationBarTitleText: '訂單詳情', navigationStyle: 'custom' })
