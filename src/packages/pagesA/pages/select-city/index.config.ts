export default definePageConfig({ navigationBarTitleText: '選擇城市', navigationStyle: 'custom' })
