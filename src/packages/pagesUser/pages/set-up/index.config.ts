export default definePageConfig({ navigationBarTitleText: '設置', navigationStyle: 'custom' })
