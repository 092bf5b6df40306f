export default definePageConfig({ navigationBarTitleText: '暫不能註銷', navigationStyle: 'custom' })
