export default definePageConfig({ navigationBarTitleText: '添加備註', navigationStyle: 'custom' })
