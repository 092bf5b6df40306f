import {
  mainPages,
  mainPagePath,
  packageRoots,
  preloadRule,
  subPackages,
  subPagePath,
  subRoot
} from '../config/routes'

export default defineAppConfig({
  pages: mainPages.map((p) => mainPagePath(p)),
  subPackages: packageRoots.map((root) => ({
    root: subRoot(root),
    name: root,
    pages: subPackages[root].map((p) => subPagePath(p.name))
  })),
  preloadRule: preloadRule(),
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
