export default definePageConfig({ navigationBarTitleText: '消息詳情', navigationStyle: 'custom' })
