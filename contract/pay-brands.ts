/**
 * Issue 35 §5: the ways Macau pays online, each offered by name on the cashier and carried through the gateway
 * to its page. `mark` and `color` draw the brand's badge (a monogram in the brand's colour, not its logo file).
 */
export const PAY_BRANDS = ['mpay', 'macaupass', 'bocpay', 'alipayhk', 'wechatpayhk'] as const
export type PayBrand = (typeof PAY_BRANDS)[number]

export interface PayBrandInfo {
  name: string
  /** One line under the name on the cashier. */
  sub: string
  mark: string
  color: string
}

export const PAY_BRAND_INFO: Readonly<Record<PayBrand, PayBrandInfo>> = {
  mpay: { name: 'MPay', sub: '澳門通電子錢包', mark: 'M', color: '#e4002b' },
  macaupass: { name: '澳門通', sub: '澳門通卡', mark: '通', color: '#0061a8' },
  bocpay: { name: '中銀 BOC Pay', sub: '中國銀行澳門分行', mark: '中', color: '#b4151d' },
  alipayhk: { name: 'Alipay HK', sub: '支付寶香港', mark: '支', color: '#1677ff' },
  wechatpayhk: { name: 'WeChat Pay HK', sub: '微信支付香港', mark: '微', color: '#07a35a' }
}

export const isPayBrand = (v: unknown): v is PayBrand => PAY_BRANDS.includes(v as PayBrand)

/** The brands by name, as a notice lists them: MPay、澳門通、中銀 BOC Pay、Alipay HK、WeChat Pay HK. */
export const PAY_BRAND_NAMES = PAY_BRANDS.map((b) => PAY_BRAND_INFO[b].name).join('、')
