// spec §9: the supermarket news list loads its next page 100 px before the bottom
export default definePageConfig({
  navigationBarTitleText: '超市資訊',
  navigationStyle: 'custom',
  onReachBottomDistance: 100
})
