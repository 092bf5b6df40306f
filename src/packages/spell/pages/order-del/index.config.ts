export default definePageConfig({ navigationBarTitleText: '拼單訂單', navigationStyle: 'custom' })
