export default definePageConfig({ navigationBarTitleText: '登入', navigationStyle: 'custom' })
