export default definePageConfig({ navigationBarTitleText: '兌換記錄', navigationStyle: 'custom' })
