export default definePageConfig({ navigationBarTitleText: '設置新支付密碼', navigationStyle: 'custom' })
