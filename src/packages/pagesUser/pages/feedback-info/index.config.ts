export default definePageConfig({ navigationBarTitleText: '反饋進度', navigationStyle: 'custom' })
