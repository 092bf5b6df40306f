export default definePageConfig({ navigationBarTitleText: '紅包卡券', navigationStyle: 'custom' })
