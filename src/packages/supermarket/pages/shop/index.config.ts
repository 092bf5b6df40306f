export default definePageConfig({ navigationBarTitleText: '超市', navigationStyle: 'custom' })
