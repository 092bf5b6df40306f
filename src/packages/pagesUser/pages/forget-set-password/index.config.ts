export default definePageConfig({ navigationBarTitleText: '設定新支付密碼', navigationStyle: 'custom' })
