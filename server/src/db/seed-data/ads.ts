import type { SeedAd } from './types.js'

export const ads: SeedAd[] = [
  {
    key: 'INDEX_POPUP_AD',
    name: '新客首單：官也葡國餐廳滿100減15',
    type: 2,
    wxLink: '/packages/takeaway/pages/mch-info/index',
    merchantKey: 'cunha-portuguese'
  },
  {
    key: 'INDEX_BANNER',
    name: '澳門美食週：經典葡撻買六送一',
    type: 2,
    wxLink: '/packages/takeaway/pages/mch-info/index',
    merchantKey: 'golden-tart'
  },
  {
    key: 'INDEX_BANNER',
    name: '團購精選：電影票低至$58',
    type: 3,
    wxLink: '/packages/group/pages/home/index'
  },
  {
    key: 'INDEX_BANNER',
    name: '拼單更抵食：一齊叫外賣平分運費',
    type: 3,
    wxLink: '/packages/spell/pages/home/index'
  },
  {
    key: 'INDEX_BANNER',
    name: '澳門旅遊局：澳門美食之都',
    type: 1,
    wxLink: 'https://www.macaotourism.gov.mo/zh-hant/'
  },
  {
    key: 'INDEX_BANNER',
    name: '超市 2 小時送到家',
    type: 2,
    wxLink: '/packages/supermarket/pages/shop/index',
    merchantKey: 'lotus-mart-areia'
  }
]
