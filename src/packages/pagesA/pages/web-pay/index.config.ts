export default definePageConfig({ navigationBarTitleText: '支付結果', navigationStyle: 'custom' })
