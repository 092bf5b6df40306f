export default definePageConfig({ navigationBarTitleText: '登錄', navigationStyle: 'custom' })
