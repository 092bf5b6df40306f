import type {
  AgeView,
  GeneralGoods,
  GeneralHome,
  GeneralStore,
  GeneralStorePage,
  GiftRecipientView,
  GiftView
} from '@lotus/contract/general'
import type { Page } from '@lotus/contract/page'
import type { z } from 'zod/v4'
import type { GeneralSubmitBody, SendWineBody, GiftAddressBody } from '@lotus/contract/schemas/general'
import type { Point } from '@/stores/location-reducer'
import { request } from './request'
import { t } from '@/i18n'

/** The general store's calls (docs/api.md, "General store"). */

export type {
  AgeView,
  GeneralGoods,
  GeneralHome,
  GeneralStore,
  GeneralStorePage,
  GiftRecipientView,
  GiftView
}

export interface FruitPage {
  month: number
  inSeason: GeneralGoods[]
  others: GeneralGoods[]
  origins: string[]
}

const pt = (p?: Point) => (p ? { lat: String(p.lat), lng: String(p.lng) } : {})

export const getGeneralHome = (p?: Point) => request<GeneralHome>('/v1/general/home', { data: pt(p) })
export const getGeneralStores = (q: { kind?: string; keyword?: string; page?: number }, p?: Point) =>
  request<Page<GeneralStore>>('/v1/general/stores', { data: { ...q, ...pt(p), pageSize: 20 } })
export const getGeneralStore = (id: number) =>
  request<GeneralStorePage>('/v1/general/store', { data: { id } })
export const getGeneralSimilar = (id: number) =>
  request<GeneralStore[]>('/v1/general/similar', { data: { id } })
export const getGeneralGoods = (q: { kind?: string; keyword?: string; mchId?: number }) =>
  request<Page<GeneralGoods>>('/v1/general/goods', { data: { ...q, pageSize: 50 } })
export const getGeneralGoodsDetail = (id: number) =>
  request<GeneralGoods>('/v1/general/goods/detail', { data: { id } })
export const getFruit = (origin?: string) =>
  request<FruitPage>('/v1/general/fruit', { data: origin ? { origin } : {} })
export const getGeneralDiscounts = () =>
  request<Page<GeneralGoods>>('/v1/general/discounts', { data: { pageSize: 50 } })
export const getAge = () => request<AgeView>('/v1/general/age', { silent: true })
export const declareBirth = (birthDate: string) =>
  request<AgeView>('/v1/general/age/declare', {
    method: 'POST',
    json: true,
    data: { birthDate },
    loading: t('loading.submit')
  })
export const submitGeneralOrder = (input: z.input<typeof GeneralSubmitBody>) =>
  request<{ orderId: number; total: number }>('/v1/general/order/submit', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })
export const sendWine = (input: z.input<typeof SendWineBody>) =>
  request<{ orderId: number; total: number; gift: GiftView }>('/v1/general/gift/send', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })
export const getGiftView = (orderId: number, token: string) =>
  request<GiftRecipientView>('/v1/general/gift/view', { data: { orderId, token }, silent: true })
export const fillGiftAddress = (input: z.input<typeof GiftAddressBody>) =>
  request<GiftRecipientView>('/v1/general/gift/address', {
    method: 'POST',
    json: true,
    data: input,
    loading: t('loading.submit')
  })
