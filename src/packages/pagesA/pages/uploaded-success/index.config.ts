export default definePageConfig({ navigationBarTitleText: '提交成功', navigationStyle: 'custom' })
