export default definePageConfig({ navigationBarTitleText: '收貨地址', navigationStyle: 'custom' })
