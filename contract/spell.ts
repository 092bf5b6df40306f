import type { CartCalc, CartItem } from './cart'
import type { Goods } from './goods'
import type { SpellState } from './order-spell'

/** The spell (拼單) group store: docs/contract-issue4.md. Money in avos. */

/** A menu entry of the group store: the catalogue goods plus how many the whole spell holds. */
export type StoreGoods = Goods & { cartCount: number }

/** The group store info of spec §3. */
export interface StoreInfo {
  mchId: number
  name: string
  logo: string
  isOpen: boolean
  minOrder: number
  deliveryFee: number
  notice: string
  voucherList: Array<{ id: string; label: string; threshold: number; reduce: number }>
  actDescList: string[]
  actTagList: string[]
  ads: Array<{ id: number; name: string; type: number; wxLink: string; image: string }>
  gallery: string[]
  menuList: Array<{ id: number; name: string; cartCount: number; goodsList: StoreGoods[] }>
  serviceList: string[]
  latelyBought: Array<{ goodsId: number; name: string; image: string }>
  storeGalleries: Array<{ title: string; image: string }>
  tasteStar: number
  packStar: number
  star: number
  topList: Array<{ goodsId: number; name: string; image: string; monthSales: number }>
}

export type SpellStatus = SpellState
export type SpellOptType = 'get' | 'add' | 'set' | 'remove' | 'clear'

/** Credentials for the realtime connection (POST /v2/wm/pinCart/mqttAuthInfo). */
export interface MqttAuthInfo {
  /** ws(s)://…/mqtt */
  host: string
  username: string
  password: string
  clientId: string
  /** Seconds. */
  expiresAt: number
}

export interface SpellMember {
  userId: number
  nickname: string
  avatar: string
  isHost: boolean
  online: boolean
  itemCount: number
  /** Goods amount of the member's valid items (avos). */
  amount: number
  /** The member's part of result.total (the largest-remainder rule of the server's shares.ts); fixed at submit. */
  share: number
  /** Seconds. */
  joinedAt: number
}

export interface SpellInfo {
  tid: number
  mchId: number
  hostId: number
  shareCode: string
  status: SpellStatus
  orderId: number | null
  seq: number
  createdAt: number
}

/** What is published on `spell/<tid>`: the same for every member. */
export interface SharedSnapshot {
  spellInfo: SpellInfo
  userList: SpellMember[]
  cartInfo: Array<{ userId: number; bagNo: 1; items: CartItem[] }>
  actInfo: CartCalc['actInfo']
  result: CartCalc['result']
  storeInfo: StoreInfo
  userText: string
  warnMsg: string | null
}

export interface MyInfo extends Omit<SpellMember, 'online' | 'joinedAt'> {
  items: CartItem[]
}

/** The shared cart as one member sees it (spec §3: myInfo, userList, cartInfo, actInfo, result, storeInfo, userText). */
export interface SpellSnapshot extends SharedSnapshot {
  myInfo: MyInfo
}

export interface SpellSummary {
  tid: number
  mchId: number
  merchantName: string
  logo: string
  status: SpellStatus
  isHost: boolean
  memberCount: number
  orderId: number | null
  shareCode: string
  createdAt: number
}

export interface SpellSubmitResult {
  orderId: number
  total: number
  payDeadline: number
  shares: Array<{ userId: number; share: number }>
}

/** The message published on `spell/<tid>`: `data` is the SharedSnapshot as JSON again (spec §4). */
export interface SpellMessage {
  type: 'update'
  seq: number
  data: string
}

/** One member's view of a shared snapshot: the server answers with it, the app derives it from each message. */
export function withMyInfo(snap: SharedSnapshot, userId: number): SpellSnapshot {
  const me = snap.userList.find((u) => u.userId === userId)
  return {
    ...snap,
    myInfo: {
      userId,
      nickname: me?.nickname ?? '',
      avatar: me?.avatar ?? '',
      isHost: snap.spellInfo.hostId === userId,
      itemCount: me?.itemCount ?? 0,
      amount: me?.amount ?? 0,
      share: me?.share ?? 0,
      items: snap.cartInfo.find((c) => c.userId === userId)?.items ?? []
    }
  }
}
