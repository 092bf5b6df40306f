import { describe, expect, it } from 'vitest'
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
