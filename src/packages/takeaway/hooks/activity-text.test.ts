import { describe, expect, it } from 'vitest'
import { activityText, activityTitle } from './activity-text'

describe('activity texts', () => {
  it('explain each kind of activity with its amounts', () => {
    expect(activityText({ type: 'full_reduction', label: '滿60減10', threshold: 6000, reduce: 1000 })).toBe(
      '商品金額滿MOP 60，立減MOP 10；多檔滿減自動使用可達到的最高一檔。'
    )
    expect(activityText({ type: 'delivery_free', label: '滿 MOP 150 免配送費', threshold: 15000 })).toBe(
      '商品金額滿MOP 150，免收配送費。'
    )
    expect(activityText({ type: 'new_user', label: '新客立減8', reduce: 800 })).toBe(
      '首次在本店下單立減MOP 8。'
    )
    expect(activityText({ type: 'mystery', label: '神秘優惠' })).toBe('神秘優惠')
    expect(activityTitle({ type: 'new_user', label: '' })).toBe('新客立減')
  })
})
