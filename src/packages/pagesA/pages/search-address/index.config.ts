export default definePageConfig({ navigationBarTitleText: '選擇收貨地址', navigationStyle: 'custom' })
