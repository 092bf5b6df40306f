export default definePageConfig({ navigationBarTitleText: '逛貨架', navigationStyle: 'custom' })
