export default definePageConfig({ navigationBarTitleText: '商品詳情', navigationStyle: 'custom' })
