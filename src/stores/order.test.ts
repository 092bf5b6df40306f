import { describe, expect, it } from 'vitest'
import { choiceParam, toggleRemarkTag, validateEvaluation, validateRefund } from './order-reducer'

describe('checkout helpers', () => {
  it('coupon choice: auto omitted, none 0, id', () => {
    expect(choiceParam({ kind: 'auto' })).toBeUndefined()
    expect(choiceParam({ kind: 'none' })).toBe(0)
    expect(choiceParam({ kind: 'id', id: 5 })).toBe(5)
  })
  it('remark tags toggle and respect 50 chars', () => {
    expect(toggleRemarkTag('', '少辣')).toBe('少辣')
    expect(toggleRemarkTag('少辣', '不要蔥')).toBe('少辣，不要蔥')
    expect(toggleRemarkTag('少辣，不要蔥', '少辣')).toBe('不要蔥')
    const long = 'x'.repeat(49)
    expect(toggleRemarkTag(long, '少辣')).toBe(long)
  })
})

describe('refund and evaluation rules', () => {
  it('refund needs a reason; 其他原因 needs a detail; ≤ 200 chars', () => {
    expect(validateRefund({ reason: '', detail: '', images: [] })).toBe('請選擇退款原因')
    expect(validateRefund({ reason: '其他原因', detail: ' ', images: [] })).toBe('請填寫退款說明')
    expect(validateRefund({ reason: '不想要了', detail: 'x'.repeat(201), images: [] })).toBe(
      '退款說明最多200字'
    )
    expect(validateRefund({ reason: '不想要了', detail: '', images: [] })).toBeNull()
  })
  it('evaluation needs all three stars', () => {
    const ok = { star: 5, tasteStar: 4, packStar: 3, content: '', images: [] }
    expect(validateEvaluation(ok)).toBeNull()
    expect(validateEvaluation({ ...ok, star: 0 })).toBe('請為商家評分')
    expect(validateEvaluation({ ...ok, tasteStar: 0 })).toBe('請為口味評分')
    expect(validateEvaluation({ ...ok, packStar: 0 })).toBe('請為包裝評分')
    expect(validateEvaluation({ ...ok, content: 'x'.repeat(501) })).toBe('評價最多500字')
  })
})
