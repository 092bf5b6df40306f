import type { CartCalc, CartItem } from './cart'
import type { Goods } from './goods'
import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import type { SpellState } from './order-spell'

/** The spell (拼單) group store: docs/api-spell.md. Money in avos. */

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
  /** The version of the menu (its categories and goods, counts aside): updates carry only this, not the menu. */
  menuKey: string
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

/** A spell's state, the same for every member. */
export interface SharedSnapshot {
  spellInfo: SpellInfo
  userList: SpellMember[]
  cartInfo: Array<{ userId: number; bagNo: 1; items: CartItem[] }>
  actInfo: CartCalc['actInfo']
  result: CartCalc['result']
  storeInfo: StoreInfo
  /** `spellUserText` of the status and member count, in the answer's language (the broker's: Chinese). */
  userText: string
  /** `warnings` worded and joined, in the answer's language (the broker's: Chinese). */
  warnMsg: string | null
  warnings: CartCalc['warnings']
}

const USER_TEXT: Readonly<Record<'submitted' | 'closed' | 'one' | 'many', Phrase>> = {
  submitted: ['The group order has been placed', 'O pedido de grupo foi feito'],
  closed: ['The group order was closed', 'O pedido de grupo foi encerrado'],
  one: ['1 person in this group order', '1 pessoa neste pedido de grupo'],
  many: ['{n} people in this group order', '{n} pessoas neste pedido de grupo']
}

/**
 * The line under a spell's title: who is in it while it is open, else how it ended. The server writes it in Chinese
 * into every snapshot; a member's app words it in the reader's language from the snapshot's status and members.
 */
export function spellUserText(status: SpellStatus, members: number, locale: Locale = DEFAULT_LOCALE): string {
  if (status === 'submitted') return inLocale(locale, '拼單已下單', USER_TEXT.submitted)
  if (status === 'closed') return inLocale(locale, '拼單已解散', USER_TEXT.closed)
  const words = members === 1 ? USER_TEXT.one : USER_TEXT.many
  return fillMarks(inLocale(locale, '{n}人正在拼單', words), { n: members })
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
/** What is published on `spell/<tid>`: `data` is the JSON of a SharedUpdate. */
export interface SpellMessage {
  type: 'update'
  seq: number
  data: string
}

/**
 * What the broker carries per change (issue 13): the snapshot without the menu. The menu's categories and goods are
 * the same in every update of one menu version (`storeInfo.menuKey`); only their counts in the spell move, so an
 * update carries those and a member rebuilds the menu on the one it shows.
 */
export interface SharedUpdate extends Omit<SharedSnapshot, 'storeInfo'> {
  storeInfo: Omit<StoreInfo, 'menuList'>
  /** goodsId → units of it in the whole spell; goods not listed have none. */
  cartCounts: Record<number, number>
}

/** The update published for a snapshot. Pure. */
export function toSharedUpdate(snap: SharedSnapshot): SharedUpdate {
  const { menuList, ...storeInfo } = snap.storeInfo
  const cartCounts: Record<number, number> = {}
  for (const c of menuList) for (const g of c.goodsList) if (g.cartCount > 0) cartCounts[g.id] = g.cartCount
  return { ...snap, storeInfo, cartCounts }
}

/**
 * The snapshot an update stands for, rebuilt on the menu of `base` (the store info shown); null when there is none
 * or its menu is another version (then the snapshot is fetched again). Pure.
 */
export function fromSharedUpdate(u: SharedUpdate, base: StoreInfo | null | undefined): SharedSnapshot | null {
  if (!base || base.menuKey !== u.storeInfo.menuKey) return null
  const { cartCounts, ...rest } = u
  const menuList = base.menuList.map((c) => {
    const goodsList = c.goodsList.map((g) => ({ ...g, cartCount: cartCounts[g.id] ?? 0 }))
    return { id: c.id, name: c.name, cartCount: goodsList.reduce((n, g) => n + g.cartCount, 0), goodsList }
  })
  return { ...rest, storeInfo: { ...u.storeInfo, menuList } }
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
