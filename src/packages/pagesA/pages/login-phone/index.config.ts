export default definePageConfig({ navigationBarTitleText: '手機號碼登錄', navigationStyle: 'custom' })
