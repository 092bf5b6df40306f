export default definePageConfig({
  navigationBarTitleText: '分享海報',
  navigationStyle: 'custom',
  // weapp: the share menu sends the invitation card (components/invite/share-action.weapp.tsx)
  enableShareAppMessage: true
})
