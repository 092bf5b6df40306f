export default definePageConfig({ navigationBarTitleText: '神會員', navigationStyle: 'custom' })
