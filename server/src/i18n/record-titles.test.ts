import { describe, expect, it } from 'vitest'
import { recordTitle, recordTitleIn } from './record-titles.js'

/** Issue 39: a ledger row's title as it was always written, and its key worded in English and Portuguese. */
describe('record titles', () => {
  it('writes the Chinese exactly as before', () => {
    expect(recordTitle('orderPay', { merchant: '澳門茶餐廳' }).title).toBe('澳門茶餐廳 訂單支付')
    expect(recordTitle('orderRefund', { orderNo: 'W123' }).title).toBe('訂單退款 W123')
    expect(recordTitle('tipRider', { name: '陳大文' }).title).toBe('打賞騎手 陳大文')
    expect(recordTitle('tipRiderUnnamed').title).toBe('打賞騎手')
    expect(recordTitle('membership', { plan: 'quarter' }).title).toBe('神會員季卡')
    expect(recordTitle('shopCardTier', { pay: 100, credit: 110.5 }).title).toBe('儲值 MOP 100 得 MOP 110.5')
    expect(recordTitle('rechargeCard', { last4: '4242' }).title).toBe('銀行卡充值（尾號 4242）')
    expect(recordTitle('deletionShopCard').title).toBe('帳戶註銷，儲值卡清零')
  })

  it('words a keyed row in English and Portuguese; Chinese and a row without a key as written', () => {
    const row = (t: ReturnType<typeof recordTitle>) => ({
      title: t.title,
      title_key: t.titleKey,
      title_values: t.titleValues
    })
    const m = row(recordTitle('membership', { plan: 'year' }))
    expect(recordTitleIn(m, 'en')).toBe('God Member: yearly')
    expect(recordTitleIn(m, 'pt')).toBe('Membro Deus: anual')
    expect(recordTitleIn(m, 'zh-Hant-MO')).toBe('神會員年卡')
    const pay = row(recordTitle('orderPay', { merchant: '澳門茶餐廳' }))
    expect(recordTitleIn(pay, 'en', (zh) => (zh === '澳門茶餐廳' ? 'Macau Café' : zh))).toBe(
      'Macau Café: order payment'
    )
    expect(recordTitleIn(row(recordTitle('recharge')), 'pt')).toBe('Carregamento da carteira')
    expect(recordTitleIn({ title: '舊賬單', title_key: null, title_values: null }, 'en')).toBe('舊賬單')
  })
})
