export default definePageConfig({ navigationBarTitleText: '取貨碼', navigationStyle: 'custom' })
