import { describe, expect, it } from 'vitest'
import { goods } from '../test-support/fixtures'
import { filterGoods } from './filter-goods'

const menu = {
  categories: [
    {
      id: 1,
      name: '熱銷',
      count: 2,
      goods: [goods({ id: 1, name: '叉燒飯' }), goods({ id: 2, name: '豬扒包', tags: ['招牌'] })]
    },
    {
      id: 2,
      name: '飯類',
      count: 1,
      goods: [goods({ id: 1, name: '叉燒飯' }), goods({ id: 3, name: 'Milk Tea', description: '港式' })]
    }
  ]
}

describe('filterGoods', () => {
  it('matches name, description and tags, once per goods', () => {
    expect(filterGoods(menu, '叉燒').map((g) => g.id)).toEqual([1])
    expect(filterGoods(menu, '招牌').map((g) => g.id)).toEqual([2])
    expect(filterGoods(menu, 'milk 港式').map((g) => g.id)).toEqual([3])
    expect(filterGoods(menu, '  ')).toEqual([])
    expect(filterGoods(null, '飯')).toEqual([])
  })
})
