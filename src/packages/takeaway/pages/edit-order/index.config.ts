export default definePageConfig({ navigationBarTitleText: '修改配送地址', navigationStyle: 'custom' })
