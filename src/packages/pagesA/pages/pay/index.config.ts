export default definePageConfig({ navigationBarTitleText: '收銀台', navigationStyle: 'custom' })
