export default definePageConfig({ navigationBarTitleText: '已過期蜂蜜', navigationStyle: 'custom' })
