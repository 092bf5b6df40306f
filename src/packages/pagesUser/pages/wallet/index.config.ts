export default definePageConfig({ navigationBarTitleText: '我的錢包', navigationStyle: 'custom' })
