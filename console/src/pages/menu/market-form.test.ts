import type { AdminSpu } from '@lotus/contract/market-admin'
import { describe, expect, it } from 'vitest'
import { formToBody, priceRange, reorder, spuToForm } from './market-form'

const spu: AdminSpu = {
  id: 7,
  aisleId: 3,
  name: '本地菜心',
  brand: '',
  origin: '澳門',
  description: '',
  image: '',
  photo: null,
  soldOut: false,
  version: 4,
  skus: [
    {
      id: 70,
      spec: '300g',
      price: 1230,
      memberPrice: 1100,
      originalPrice: null,
      stock: 5,
      limitBuy: 0,
      onSale: true,
      soldOut: false
    },
    {
      id: 71,
      spec: '1kg',
      price: 3890,
      memberPrice: null,
      originalPrice: 4500,
      stock: 0,
      limitBuy: 2,
      onSale: false,
      soldOut: true
    }
  ]
}

describe('the supermarket goods form', () => {
  it('round-trips a SPU through MOP and back to avos exactly, naming its version', () => {
    const body = formToBody(spuToForm(spu), 9, spu)
    expect(body).toMatchObject({ merchantId: 9, id: 7, version: 4, aisleId: 3, name: '本地菜心' })
    expect(body.skus).toEqual(
      spu.skus.map((k) => ({
        id: k.id,
        spec: k.spec,
        price: k.price,
        memberPrice: k.memberPrice,
        originalPrice: k.originalPrice,
        stock: k.stock,
        limitBuy: k.limitBuy,
        onSale: k.onSale
      }))
    )
  })

  it('a new spec goes without id; 12.3 MOP is 1230 avos', () => {
    const form = spuToForm(spu)
    form.skus.push({
      spec: '家庭裝',
      price: 12.3,
      memberPrice: null,
      originalPrice: null,
      stock: 3,
      limitBuy: null,
      onSale: true
    })
    const body = formToBody(form, 9, null) as { id?: number; skus: Array<Record<string, unknown>> }
    expect(body.id).toBeUndefined()
    expect(body.skus[2]).toEqual({
      spec: '家庭裝',
      price: 1230,
      memberPrice: null,
      originalPrice: null,
      stock: 3,
      limitBuy: 0,
      onSale: true
    })
  })

  it('a dragged aisle takes the place of the one it is dropped on', () => {
    expect(reorder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4])
    expect(reorder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3])
    expect(reorder([1, 2, 3], 2, 2)).toEqual([1, 2, 3])
    expect(reorder([1, 2, 3], 9, 2)).toEqual([1, 2, 3])
  })

  it('the price shown is the range of the specs on sale', () => {
    expect(priceRange(spu)).toEqual({ min: 1230, max: 1230 })
    expect(priceRange({ ...spu, skus: spu.skus.map((k) => ({ ...k, onSale: false })) })).toBeNull()
  })
})
