export default definePageConfig({ navigationBarTitleText: '銀行卡', navigationStyle: 'custom' })
