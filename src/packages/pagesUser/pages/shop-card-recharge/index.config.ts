export default definePageConfig({ navigationBarTitleText: '商家儲值卡', navigationStyle: 'custom' })
