export default definePageConfig({ navigationBarTitleText: '設定', navigationStyle: 'custom' })
