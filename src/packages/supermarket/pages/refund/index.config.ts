export default definePageConfig({ navigationBarTitleText: '申請退款', navigationStyle: 'custom' })
