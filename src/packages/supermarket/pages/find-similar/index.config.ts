export default definePageConfig({ navigationBarTitleText: '找相似', navigationStyle: 'custom' })
