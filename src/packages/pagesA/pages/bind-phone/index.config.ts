export default definePageConfig({ navigationBarTitleText: '綁定手機號碼', navigationStyle: 'custom' })
