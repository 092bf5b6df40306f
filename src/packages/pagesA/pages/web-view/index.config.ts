export default definePageConfig({
  // the page sets its share title once drawn; until then the document is never untitled
  navigationBarTitleText: 'Lotus',
  navigationStyle: process.env.TARO_ENV === 'weapp' ? 'default' : 'custom',
  enableShareAppMessage: true
})
