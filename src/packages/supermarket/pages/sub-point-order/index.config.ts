export default definePageConfig({ navigationBarTitleText: '確認兌換', navigationStyle: 'custom' })
