export default definePageConfig({ navigationBarTitleText: '找回支付密碼', navigationStyle: 'custom' })
