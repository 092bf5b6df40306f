export default definePageConfig({ navigationBarTitleText: '訂單小票', navigationStyle: 'custom' })
