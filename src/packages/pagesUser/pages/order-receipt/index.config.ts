export default definePageConfig({ navigationBarTitleText: '訂單收據', navigationStyle: 'custom' })
