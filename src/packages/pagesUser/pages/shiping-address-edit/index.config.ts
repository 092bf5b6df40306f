export default definePageConfig({ navigationBarTitleText: '編輯收貨地址', navigationStyle: 'custom' })
