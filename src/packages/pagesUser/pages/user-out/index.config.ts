export default definePageConfig({ navigationBarTitleText: '註銷帳戶', navigationStyle: 'custom' })
