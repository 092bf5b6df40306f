export default definePageConfig({ navigationBarTitleText: '修改配送資料', navigationStyle: 'custom' })
