export default definePageConfig({ navigationBarTitleText: '隱私管理', navigationStyle: 'custom' })
