export default definePageConfig({ navigationBarTitleText: '退款進度', navigationStyle: 'custom' })
