export default definePageConfig({ navigationBarTitleText: '選擇位置', navigationStyle: 'custom' })
