export default definePageConfig({ navigationBarTitleText: '積分商城', navigationStyle: 'custom' })
