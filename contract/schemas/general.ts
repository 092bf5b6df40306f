import { z } from 'zod/v4'
import { GENERAL_KINDS } from '../general'
import { idString, intString, jsonId, latString, lngString, paging, point } from './fields'

/** Request schemas of /v1/general/*. */

const keyword = z.string().trim().min(1).max(50)
const noNul = (s: string) => !s.includes('\u0000')
const text = (max: number) => z.string().trim().max(max).refine(noNul, '不可包含控制字元')

export const GeneralListQuery = z.strictObject({
  kind: z.enum(GENERAL_KINDS).optional(),
  keyword: keyword.optional(),
  lat: latString.optional(),
  lng: lngString.optional(),
  ...paging
})

export const GeneralGoodsQuery = z.strictObject({
  kind: z.enum(GENERAL_KINDS).optional(),
  keyword: keyword.optional(),
  mchId: idString.optional(),
  ...paging
})

export const GeneralHomeQuery = z.strictObject({ lat: latString.optional(), lng: lngString.optional() })
export const GeneralIdQuery = z.strictObject({ id: idString })
export const FruitQuery = z.strictObject({ month: intString(1, 12).optional(), origin: text(20).optional() })

/** The date's own rules (contract/age.ts birthDateProblem) answer in words a customer understands. */
export const DeclareBirthBody = z.strictObject({ birthDate: z.string().trim().max(20) })

export const GeneralSubmitBody = z.strictObject({
  clientKey: z.uuid(),
  mchId: jsonId,
  addressId: jsonId,
  remark: text(100).optional()
})

const phone = z.string().regex(/^[0-9]{8}$/)
const recipientAddress = z.strictObject({
  address: text(100).pipe(z.string().min(1)),
  detail: text(50).default(''),
  ...point
})

export const SendWineBody = z.strictObject({
  clientKey: z.uuid(),
  goodsId: jsonId,
  count: z.number().int().min(1).max(12),
  recipientName: text(20).pipe(z.string().min(1)),
  recipientPhone: phone,
  /** missing or null: the recipient fills it in through the gift link (the app drops null fields) */
  address: recipientAddress.nullable().default(null),
  deliverOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  card: z.string().max(400).refine(noNul, '不可包含控制字元').default(''),
  giftWrap: z.boolean().default(false)
})

const token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)
/** A gift link names its order and its token; both must match. */
export const GiftTokenQuery = z.strictObject({ orderId: idString, token })
export const GiftOfOrderQuery = z.strictObject({ orderId: idString })
export const GiftAddressBody = z.strictObject({
  orderId: jsonId,
  token,
  ...recipientAddress.shape
})

export const WeighBody = z.strictObject({
  orderId: jsonId,
  lines: z
    .array(z.strictObject({ goodsId: jsonId, finalGrams: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(50)
})
