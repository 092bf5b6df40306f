export default definePageConfig({ navigationBarTitleText: '搜尋訂單', navigationStyle: 'custom' })
