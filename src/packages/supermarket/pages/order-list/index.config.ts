export default definePageConfig({ navigationBarTitleText: '我的兌換', navigationStyle: 'custom' })
