export default definePageConfig({ navigationBarTitleText: '評價訂單', navigationStyle: 'custom' })
