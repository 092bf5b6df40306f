export default definePageConfig({ navigationBarTitleText: '會員碼', navigationStyle: 'custom' })
