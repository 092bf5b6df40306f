export default definePageConfig({ navigationBarTitleText: '設置支付密碼', navigationStyle: 'custom' })
