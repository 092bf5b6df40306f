export default definePageConfig({ navigationBarTitleText: '限時搶券', navigationStyle: 'custom' })
