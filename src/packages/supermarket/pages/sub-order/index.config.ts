export default definePageConfig({ navigationBarTitleText: '提交訂單', navigationStyle: 'custom' })
