export default definePageConfig({ navigationBarTitleText: '蜂蜜兌換', navigationStyle: 'custom' })
