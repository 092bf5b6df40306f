import { describe, expect, it } from 'vitest'
import { newSku, skusToBody, skusToForm } from './goods-skus'

describe('the goods form SKU table', () => {
  it('shows avos as MOP and sends them back as avos, a new row without id', () => {
    const form = skusToForm([
      { id: 5, name: '大份', price: 3200, memberPrice: 3000, stock: 3, dailyStock: 8, soldOut: false },
      { id: 6, name: '小份', price: 2450, memberPrice: null, stock: 0, dailyStock: 20, soldOut: true }
    ])
    expect(form[0]).toEqual({ id: 5, name: '大份', price: 32, memberPrice: 30, stock: 8, soldOut: false })
    // the table edits the daily stock; 售罄 is its own switch
    expect(form[1]).toMatchObject({ price: 24.5, stock: 20, soldOut: true })
    const body = skusToBody([...form, { ...newSku(), name: '中份', price: 28.3 }])
    expect(body).toEqual([
      { id: 5, name: '大份', price: 3200, memberPrice: 3000, stock: 8, soldOut: false },
      { id: 6, name: '小份', price: 2450, memberPrice: null, stock: 20, soldOut: true },
      { name: '中份', price: 2830, memberPrice: null, stock: 100, soldOut: false }
    ])
  })

  it('no table: no SKUs (the goods is its own product)', () => {
    expect(skusToBody(undefined)).toEqual([])
  })
})
