import type {
  Film,
  GroupComment,
  GroupDeal,
  GroupDish,
  GroupMerchant,
  GroupMerchantDetail,
  GroupOrderDetail,
  GroupPhoto,
  ReservationSlot,
  SeatMap,
  Showtime
} from '@lotus/contract/group'
import { request } from './request'
import type { Page } from './types'
import { loadingWord } from './words'

export type {
  Film,
  GroupComment,
  GroupDeal,
  GroupDish,
  GroupMerchant,
  GroupMerchantDetail,
  GroupOrderDetail,
  GroupPhoto,
  ReservationSlot,
  SeatMap,
  Showtime
}

/** Group-buying (團購) calls, /tuan/* (docs/api.md "Group-buying"). Money in avos. */
type Q = Record<string, string | number | undefined>
const get = <T>(path: string, data: Q = {}) => request<T>(path, { data })
const post = <T>(path: string, data: object, loading?: string) =>
  request<T>(path, { method: 'POST', json: true, data, ...(loading ? { loading } : {}) })

export interface Placed {
  orderId: number
  orderNo: string
  total: number
  payDeadline: number
  status: string
}

export const groupApi = {
  merchants: (q: {
    lat?: number
    lng?: number
    category?: string
    keyword?: string
    page?: number
    pageSize?: number
  }) => get<Page<GroupMerchant>>('/tuan/merchant/list', q),
  merchant: (id: number, at?: { lat: number; lng: number }) =>
    get<GroupMerchantDetail>('/tuan/merchant/detail', { id, ...at }),
  menu: (id: number) => get<GroupDish[]>('/tuan/merchant/menu', { id }),
  album: (id: number) => get<GroupPhoto[]>('/tuan/merchant/album', { id }),
  similar: (id: number) => get<GroupMerchant[]>('/tuan/merchant/similar', { id }),
  brand: (brand: string, at?: { lat: number; lng: number }) =>
    get<GroupMerchant[]>('/tuan/brand', { brand, ...at }),
  deal: (id: number) => get<GroupDeal & { merchant: GroupMerchant }>('/tuan/deal/detail', { id }),
  dish: (id: number) => get<GroupDish & { merchantName: string }>('/tuan/dish/detail', { id }),
  comments: (mchId: number, page = 1) => get<Page<GroupComment>>('/tuan/comment/list', { mchId, page }),
  comment: (id: number) => get<GroupComment>('/tuan/comment/detail', { id }),
  films: (cinemaId?: number) =>
    get<Array<Film & { showtimes: Array<Showtime & { cinemaName: string }> }>>('/tuan/film/list', {
      cinemaId
    }),
  seats: (id: number) => get<SeatMap>('/tuan/showtime/seats', { id }),
  slots: (mchId: number) => get<ReservationSlot[]>('/tuan/reservation/slots', { mchId }),
  order: (id: number) => get<GroupOrderDetail>('/tuan/order/detail', { id }),
  buyVoucher: (b: { clientKey: string; dealId: number; count: number }) =>
    post<Placed>('/tuan/voucher/buy', b, loadingWord('order')),
  buyTickets: (b: { clientKey: string; showtimeId: number; seats: Array<{ row: number; col: number }> }) =>
    post<Placed>('/tuan/ticket/buy', b, loadingWord('lockSeat')),
  reserve: (b: { clientKey: string; slotId: number; party: number; name: string; phone: string }) =>
    post<Placed>('/tuan/reservation/book', b, loadingWord('book')),
  refund: (id: number, codeIds?: number[]) =>
    post<GroupOrderDetail>('/tuan/order/refund', { id, codeIds }, loadingWord('refund')),
  cancel: (id: number) => post<GroupOrderDetail>('/tuan/order/cancel', { id }, loadingWord('cancelling')),
  evaluate: (b: {
    id: number
    star: number
    tasteStar: number
    envStar: number
    serviceStar: number
    content: string
    images?: string[]
  }) => post<{ commentId: number }>('/tuan/comment/submit', b, loadingWord('posting')),
  deleteComment: (commentId: number) =>
    request<null>('/tuan/comment/delete', {
      method: 'POST',
      data: { commentId },
      loading: loadingWord('deleting')
    })
}
