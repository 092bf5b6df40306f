export default definePageConfig({ navigationBarTitleText: '到店導航', navigationStyle: 'custom' })
