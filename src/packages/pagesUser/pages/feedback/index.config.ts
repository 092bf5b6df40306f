export default definePageConfig({ navigationBarTitleText: '意見反饋', navigationStyle: 'custom' })
