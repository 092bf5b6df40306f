export default definePageConfig({ navigationBarTitleText: '實名認證', navigationStyle: 'custom' })
