export default definePageConfig({ navigationBarTitleText: '搜尋收貨地址', navigationStyle: 'custom' })
