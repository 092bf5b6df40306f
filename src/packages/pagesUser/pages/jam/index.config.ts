export default definePageConfig({ navigationBarTitleText: '我的蜂蜜', navigationStyle: 'custom' })
