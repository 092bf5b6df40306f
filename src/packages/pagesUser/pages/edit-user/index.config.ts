export default definePageConfig({ navigationBarTitleText: '個人資料', navigationStyle: 'custom' })
