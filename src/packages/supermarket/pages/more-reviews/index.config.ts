export default definePageConfig({ navigationBarTitleText: '用戶評價', navigationStyle: 'custom' })
