export default definePageConfig({ navigationBarTitleText: '神會員方案', navigationStyle: 'custom' })
