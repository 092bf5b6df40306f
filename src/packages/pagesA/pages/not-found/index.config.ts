export default definePageConfig({ navigationBarTitleText: '找不到頁面', navigationStyle: 'custom' })
