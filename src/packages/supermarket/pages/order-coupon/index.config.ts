export default definePageConfig({ navigationBarTitleText: '兌換的優惠券', navigationStyle: 'custom' })
