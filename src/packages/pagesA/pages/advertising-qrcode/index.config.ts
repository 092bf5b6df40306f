export default definePageConfig({ navigationBarTitleText: '我的推廣碼', navigationStyle: 'custom' })
