export default definePageConfig({ navigationBarTitleText: '訂單跟蹤', navigationStyle: 'custom' })
