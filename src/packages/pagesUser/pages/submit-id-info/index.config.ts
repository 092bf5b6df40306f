export default definePageConfig({ navigationBarTitleText: '遞交證件資料', navigationStyle: 'custom' })
