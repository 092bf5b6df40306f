export default definePageConfig({ navigationBarTitleText: '已失效紅包卡券', navigationStyle: 'custom' })
