import { describe, expect, it } from 'vitest'
import { statePhrase } from '@lotus/contract/server-words'
import { localizeStatePhrases } from './server-words.js'

describe('localizeStatePhrases: a shop’s activities', () => {
  const store = {
    storeInfo: {
      name: '測試茶餐廳',
      actDescList: ['滿60減8', '新客立減10'],
      actTagList: ['Tea restaurant', '滿60減8', '免配送費'],
      activities: [
        { type: 'discount', label: '全單9折', rate: 90 },
        { type: 'custom', label: '週三會員日' }
      ]
    },
    actInfo: { label: '已減8，再買<em>MOP 30</em>減20', reduce: 800 }
  }

  it('words each label, list and the offer line in English; leaves the rest as it came', () => {
    expect(localizeStatePhrases(store, 'en')).toEqual({
      storeInfo: {
        name: '測試茶餐廳',
        actDescList: ['Spend 60, save 8', 'New customers save 10'],
        actTagList: ['Tea restaurant', 'Spend 60, save 8', 'Free delivery'],
        activities: [
          { type: 'discount', label: '10% off everything', rate: 90 },
          { type: 'custom', label: '週三會員日' }
        ]
      },
      actInfo: { label: 'MOP 8 off · add <em>MOP 30</em> more to save 20', reduce: 800 }
    })
  })

  it('keeps Chinese the very object it was given, and never changes what it was given', () => {
    const before = JSON.stringify(store)
    expect(localizeStatePhrases(store, 'zh-Hant-MO')).toBe(store)
    localizeStatePhrases(store, 'pt')
    expect(JSON.stringify(store)).toBe(before)
  })
})

describe('localizeStatePhrases: coupons', () => {
  it('words a coupon’s name of Lotus’s shape and the checkout line that names it', () => {
    const answer = {
      list: [
        { id: 1, name: '外賣滿60減10', amount: 1000, threshold: 6000 },
        { id: 2, name: '聖誕狂歡券', amount: 500, threshold: 0 }
      ],
      feeLines: [
        { label: '優惠券（外賣滿60減10）', amount: -1000 },
        { label: '紅包（新人紅包 MOP 5）', amount: -500 },
        { label: '配送費（免配送費券減 5）', amount: 300 },
        { label: '配送費（免配送費券）', amount: 0 }
      ]
    }
    expect(localizeStatePhrases(answer, 'en')).toEqual({
      list: [
        { id: 1, name: 'Takeaway · Spend 60, save 10', amount: 1000, threshold: 6000 },
        { id: 2, name: '聖誕狂歡券', amount: 500, threshold: 0 }
      ],
      feeLines: [
        { label: 'Coupon (Takeaway · Spend 60, save 10)', amount: -1000 },
        { label: 'Red envelope (Welcome red envelope MOP 5)', amount: -500 },
        { label: 'Delivery fee (free-delivery voucher, MOP 5 off)', amount: 300 },
        { label: 'Delivery fee (free-delivery voucher)', amount: 0 }
      ]
    })
    expect((localizeStatePhrases(answer, 'pt') as typeof answer).feeLines.map((l) => l.label)).toEqual([
      'Cupão (Take-away · Gaste 60, poupe 10)',
      'Envelope vermelho (Envelope vermelho de boas-vindas MOP 5)',
      'Taxa de entrega (vale de entrega grátis, menos MOP 5)',
      'Taxa de entrega (vale de entrega grátis)'
    ])
  })
})

describe('localizeStatePhrases: the console', () => {
  it('leaves activities, offer lines and coupon names as written: staff edit those originals', () => {
    const answer = {
      activities: [{ type: 'full_reduction', label: '滿60減8', threshold: 6000, reduce: 800 }],
      actInfo: { label: '再買<em>MOP 12</em>減8', reduce: 0 },
      campaigns: [{ id: 1, name: '外賣滿60減10', amount: 1000, threshold: 6000 }],
      statusText: '已送達'
    }
    const out = localizeStatePhrases(answer, 'en', { customer: false }) as typeof answer
    expect(out.activities).toEqual(answer.activities)
    expect(out.actInfo).toEqual(answer.actInfo)
    expect(out.campaigns).toEqual(answer.campaigns)
    // its states are worded all the same
    expect(out.statusText).toBe(statePhrase('已送達', 'en'))
    expect(out.statusText).not.toBe('已送達')
  })
})
