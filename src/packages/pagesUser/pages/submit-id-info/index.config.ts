export default definePageConfig({ navigationBarTitleText: '提交證件信息', navigationStyle: 'custom' })
