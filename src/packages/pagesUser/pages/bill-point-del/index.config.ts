export default definePageConfig({ navigationBarTitleText: '賬單詳情', navigationStyle: 'custom' })
