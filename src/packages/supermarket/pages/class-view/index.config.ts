export default definePageConfig({ navigationBarTitleText: '分類商品', navigationStyle: 'custom' })
