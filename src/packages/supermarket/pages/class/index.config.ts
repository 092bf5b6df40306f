export default definePageConfig({ navigationBarTitleText: '全部分類', navigationStyle: 'custom' })
