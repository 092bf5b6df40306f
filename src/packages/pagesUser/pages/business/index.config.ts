export default definePageConfig({ navigationBarTitleText: '商家入駐', navigationStyle: 'custom' })
