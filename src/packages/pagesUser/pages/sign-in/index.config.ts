export default definePageConfig({ navigationBarTitleText: '每日簽到', navigationStyle: 'custom' })
