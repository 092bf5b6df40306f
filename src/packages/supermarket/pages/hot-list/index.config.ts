export default definePageConfig({ navigationBarTitleText: '每週熱銷', navigationStyle: 'custom' })
