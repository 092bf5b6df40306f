/** Platform notices (news-list 平台公告) seeded once; days are before the seed time. */
export const notices: ReadonlyArray<{ key: string; title: string; body: string; daysAgo: number }> = [
  {
    key: 'notice-member',
    title: '神會員上線：每月 4 張無門檻券',
    body: '開通神會員即享每月 1 日發放的 4 張 MOP 5 無門檻券，以及 4 張免配送費券（外賣及超市送貨訂單，每張最高 MOP 20）。可在「神會員」頁使用錢包開通。',
    daysAgo: 1
  },
  {
    key: 'notice-typhoon',
    title: '颱風季節配送安排',
    body: '如澳門地球物理氣象局懸掛八號或以上風球，外賣及超市配送將暫停，已支付的訂單可申請全額退款。',
    daysAgo: 3
  },
  {
    key: 'notice-privacy',
    title: '個人資料保護說明更新',
    body: '我們依照澳門《個人資料保護法》（第 8/2005 號法律）處理你的資料。你可隨時在「安全中心」下載你的資料或註銷帳戶。',
    daysAgo: 7
  }
]
