import type { AdminSpu } from '@lotus/contract/market-admin'

/** The SPU form as the console edits it: money in MOP (the server keeps avos). */
export interface SkuForm {
  id?: number
  spec: string
  price: number | null
  memberPrice: number | null
  originalPrice: number | null
  stock: number | null
  limitBuy: number | null
  onSale: boolean
}
export interface SpuForm {
  aisleId: number
  name: string
  brand?: string
  origin?: string
  description?: string
  skus: SkuForm[]
}

const mop = (avos: number | null) => (avos === null ? null : avos / 100)
/** MOP in the form, avos on the wire (rounded: 12.3 is 1230, never 1229.9999). */
const avos = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100))

export function spuToForm(s: AdminSpu): SpuForm {
  return {
    aisleId: s.aisleId,
    name: s.name,
    brand: s.brand,
    origin: s.origin,
    description: s.description,
    skus: s.skus.map((k) => ({
      id: k.id,
      spec: k.spec,
      price: mop(k.price),
      memberPrice: mop(k.memberPrice),
      originalPrice: mop(k.originalPrice),
      stock: k.stock,
      limitBuy: k.limitBuy,
      onSale: k.onSale
    }))
  }
}

/** The body of POST /market/spu/save: a new spec goes without id; a spec removed from the table goes off sale. */
export function formToBody(
  form: SpuForm,
  merchantId: number,
  spu: Pick<AdminSpu, 'id' | 'version'> | null
): Record<string, unknown> {
  return {
    merchantId,
    ...(spu ? { id: spu.id, version: spu.version } : {}),
    aisleId: form.aisleId,
    name: form.name,
    brand: form.brand ?? '',
    origin: form.origin ?? '',
    description: form.description ?? '',
    skus: form.skus.map((k) => ({
      ...(k.id ? { id: k.id } : {}),
      spec: k.spec,
      price: avos(k.price),
      memberPrice: avos(k.memberPrice),
      originalPrice: avos(k.originalPrice),
      stock: k.stock,
      limitBuy: k.limitBuy ?? 0,
      onSale: k.onSale
    }))
  }
}

/** The ids after dragging `from` onto `to`: it takes `to`'s place (dragged down: after it; up: before it). */
export function reorder(ids: readonly number[], from: number, to: number): number[] {
  const a = ids.indexOf(from)
  const b = ids.indexOf(to)
  if (a < 0 || b < 0 || a === b) return [...ids]
  const out = ids.filter((x) => x !== from)
  out.splice(out.indexOf(to) + (b > a ? 1 : 0), 0, from)
  return out
}

/** The price a SPU row shows: the cheapest SKU on sale, "from" when the specs differ. */
export function priceRange(s: AdminSpu): { min: number; max: number } | null {
  const on = s.skus.filter((k) => k.onSale).map((k) => k.price)
  return on.length ? { min: Math.min(...on), max: Math.max(...on) } : null
}
