export default definePageConfig({ navigationBarTitleText: '安全中心', navigationStyle: 'custom' })
