export default definePageConfig({ navigationBarTitleText: '好友助力領券', navigationStyle: 'custom' })
