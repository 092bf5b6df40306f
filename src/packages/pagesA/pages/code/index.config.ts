export default definePageConfig({ navigationBarTitleText: '輸入驗證碼', navigationStyle: 'custom' })
