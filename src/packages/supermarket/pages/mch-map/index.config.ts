export default definePageConfig({ navigationBarTitleText: '選擇自取門店', navigationStyle: 'custom' })
