// The app's pages, subpackages and preload rules, literally (Taro reads this file at build time).
// h5 public URLs (/pagesA/login/login …) are derived from it in config/custom-routes.ts.
// Register a page only when it works against the server.
export default defineAppConfig({
  pages: [
    'pages/index/index',
    'pages/grade/grade',
    'pages/grade/grade2',
    'pages/order/order',
    'pages/order/search-order',
    'pages/user/user'
  ],
  subPackages: [
    {
      root: 'packages/pagesA',
      name: 'pagesA',
      pages: [
        'pages/login/index',
        'pages/login-phone/index',
        'pages/code/index',
        'pages/bind-phone/index',
        'pages/bind-promotion-code/index',
        'pages/select-city/index',
        'pages/search-address/index',
        'pages/map-location-address/index',
        'pages/web-view/index',
        'pages/search/index',
        'pages/pay/index',
        'pages/web-pay/index',
        'pages/remark-text/index',
        'pages/map/index',
        'pages/add-map/index',
        'pages/guide/index'
      ]
    },
    {
      root: 'packages/pagesUser',
      name: 'pagesUser',
      pages: [
        'pages/edit-user/index',
        'pages/set-up/index',
        'pages/privacy/index',
        'pages/shipping-address/index',
        'pages/shiping-address-edit/index',
        'pages/set-password/index',
        'pages/forget-password/index',
        'pages/forget-set-password/index',
        'pages/wallet/index',
        'pages/list-record/index',
        'pages/goods-favorites/index'
      ]
    },
    {
      root: 'packages/supermarket',
      name: 'supermarket',
      pages: ['pages/home/index']
    },
    {
      root: 'packages/takeaway',
      name: 'takeaway',
      pages: [
        'pages/home/index',
        'pages/all-class/index',
        'pages/search-mch/index',
        'pages/similar-mch/index',
        'pages/mch-info/index',
        'pages/search-mch-goods/index',
        'pages/activity-del/index',
        'pages/qualification/index',
        'pages/member/index',
        'pages/goods-del/index',
        'pages/car/index',
        'pages/sub-order/index',
        'pages/order/index',
        'pages/order-del/index',
        'pages/order-del2/index',
        'pages/edit-order/index',
        'pages/refund/index',
        'pages/refund-progress/index',
        'pages/evaluation/index',
        'pages/report-mch/index'
      ]
    },
    {
      root: 'packages/spell',
      name: 'spell',
      pages: [
        'pages/home/index',
        'pages/mch-info/index',
        'pages/share-order/index',
        'pages/order-del/index',
        'pages/goods-del/index'
      ]
    },
    {
      root: 'packages/group',
      name: 'group',
      pages: ['pages/home/index']
    },
    {
      root: 'packages/general',
      name: 'general',
      pages: ['pages/home/index']
    }
  ],
  // spec §2: home preloads pagesA, mine pagesUser, each vertical's home and spell mch-info their own package
  preloadRule: {
    'pages/index/index': { network: 'all', packages: ['packages/pagesA'] },
    'pages/user/user': { network: 'all', packages: ['packages/pagesUser'] },
    'packages/supermarket/pages/home/index': { network: 'all', packages: ['packages/supermarket'] },
    'packages/takeaway/pages/home/index': { network: 'all', packages: ['packages/takeaway'] },
    'packages/spell/pages/home/index': { network: 'all', packages: ['packages/spell'] },
    'packages/group/pages/home/index': { network: 'all', packages: ['packages/group'] },
    'packages/general/pages/home/index': { network: 'all', packages: ['packages/general'] },
    'packages/spell/pages/mch-info/index': { network: 'all', packages: ['packages/spell'] }
  },
  window: {
    backgroundTextStyle: 'dark',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'Lotus',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5'
  },
  tabBar: {
    color: '#999999',
    selectedColor: '#ff7a00',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      {
        pagePath: 'pages/index/index',
        iconPath: 'assets/tab/home.png',
        selectedIconPath: 'assets/tab/home-on.png',
        text: '首頁'
      },
      {
        pagePath: 'pages/grade/grade',
        iconPath: 'assets/tab/grade.png',
        selectedIconPath: 'assets/tab/grade-on.png',
        text: '神會員'
      },
      {
        pagePath: 'pages/order/order',
        iconPath: 'assets/tab/order.png',
        selectedIconPath: 'assets/tab/order-on.png',
        text: '訂單'
      },
      {
        pagePath: 'pages/user/user',
        iconPath: 'assets/tab/user.png',
        selectedIconPath: 'assets/tab/user-on.png',
        text: '我的'
      }
    ]
  },
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  permission: {
    'scope.userLocation': { desc: '用於為你推薦附近的商家和計算配送距離' }
  },
  lazyCodeLoading: 'requiredComponents'
})
