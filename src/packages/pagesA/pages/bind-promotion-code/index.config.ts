export default definePageConfig({ navigationBarTitleText: '推廣碼', navigationStyle: 'custom' })
