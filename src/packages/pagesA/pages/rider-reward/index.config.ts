export default definePageConfig({ navigationBarTitleText: '打賞騎手', navigationStyle: 'custom' })
