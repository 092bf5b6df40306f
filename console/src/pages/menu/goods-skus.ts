import type { AdminSku } from '@lotus/contract/menu-admin'

/** A takeaway goods' SKU (規格: 大份 / 小份) as the goods form edits it: money in MOP (the server keeps avos). */
export interface GoodsSkuForm {
  id?: number
  name: string
  price: number | null
  memberPrice: number | null
  stock: number | null
  soldOut: boolean
}

const mop = (avos: number | null) => (avos === null ? null : avos / 100)
/** MOP in the form, avos on the wire (rounded: 12.3 is 1230, never 1229.9999). */
const avos = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100))

export const skusToForm = (skus: readonly AdminSku[]): GoodsSkuForm[] =>
  skus.map((k) => ({
    id: k.id,
    name: k.name,
    price: mop(k.price),
    memberPrice: mop(k.memberPrice),
    // the table edits the daily stock (what a SKU gets back at midnight, and when 售罄 is switched off)
    stock: k.dailyStock ?? k.stock,
    soldOut: k.soldOut
  }))

/**
 * The `skus` of POST /menu/goods/save: a new row goes without id; a row removed from the table goes off sale on
 * the server. A row with no stock typed has 0.
 */
export const skusToBody = (rows: readonly GoodsSkuForm[] | undefined) =>
  (rows ?? []).map((k) => ({
    ...(k.id ? { id: k.id } : {}),
    name: k.name,
    price: avos(k.price),
    memberPrice: avos(k.memberPrice),
    stock: k.stock ?? 0,
    soldOut: !!k.soldOut
  }))

/** A new row of the table. */
export const newSku = (): GoodsSkuForm => ({
  name: '',
  price: null,
  memberPrice: null,
  stock: 100,
  soldOut: false
})
