import type { SpellState } from '@lotus/contract/order-spell'
import type { CartItem, CartLine, CartResult } from './cart'
import { request } from './request'
import type { Merchant, Page } from './types'
import type { StoreInfo } from '@lotus/contract/spell'

export type { GoodsProp } from '@lotus/contract/goods'
export type { StoreGoods, StoreInfo } from '@lotus/contract/spell'

/** Spell (拼單) shared cart: docs/contract-issue4.md. Every call is JSON and needs login. Money in avos. */

export type SpellStatus = SpellState
export type SpellOptType = 'get' | 'add' | 'set' | 'remove' | 'clear'

export interface MqttAuthInfo {
  /** ws(s)://…/mqtt */
  host: string
  username: string
  password: string
  clientId: string
  /** seconds */
  expiresAt: number
}

export interface SpellMember {
  userId: number
  nickname: string
  avatar: string
  isHost: boolean
  online: boolean
  itemCount: number
  /** goods amount of the member's items */
  amount: number
  /** the member's part of result.total (rounding rule in the contract) */
  share: number
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

/** What the server publishes on `spell/<tid>` (the same for every member). */
export interface SharedSnapshot {
  spellInfo: SpellInfo
  userList: SpellMember[]
  cartInfo: Array<{ userId: number; bagNo: 1; items: CartItem[] }>
  actInfo: { label: string; reduce: number }
  result: CartResult
  storeInfo: StoreInfo
  userText: string
  warnMsg: string | null
}

export interface MyInfo {
  userId: number
  nickname: string
  avatar: string
  isHost: boolean
  itemCount: number
  amount: number
  share: number
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

const post = <T>(path: string, data: object, opts: { loading?: string; silent?: boolean } = {}) =>
  request<T>(`/v2/wm/pinCart/${path}`, { method: 'POST', json: true, data, ...opts })

/** POST /v2/wm/pinCart/mqttAuthInfo: short-lived broker credentials (stored by the MQTT client). */
export const mqttAuthInfo = () => post<MqttAuthInfo>('mqttAuthInfo', {}, { silent: true })

/** POST /v2/wm/pinCart/create: start a spell at a merchant (an open one there is answered again). */
export const createSpell = (input: { mchId: number; lat?: number; lng?: number }) =>
  post<{ tid: number; shareCode: string }>('create', input, { loading: '正在發起' })

/** POST /v2/wm/pinCart/join: by the share code of a link or QR code. */
export const joinSpell = (shareCode: string) =>
  post<{ tid: number }>('join', { shareCode }, { loading: '正在加入' })

/** POST /v2/wm/pinCart/leave (the host leaving dissolves the spell). */
export const leaveSpell = (tid: number) => post<null>('leave', { tid })

/** POST /v2/wm/pinCart/remove: the host removes a member. */
export const removeMember = (tid: number, userId: number) => post<SpellSnapshot>('remove', { tid, userId })

/** POST /v2/wm/pinCart/lock: the host locks (or unlocks) the cart. */
export const lockSpell = (tid: number, locked: boolean) => post<SpellSnapshot>('lock', { tid, locked })

/** POST /v2/wm/pinCart/calc (spec §7: tid, optType, data). */
export function calcSpell(
  tid: number,
  optType: 'get' | 'clear',
  data?: null,
  opts?: { silent?: boolean }
): Promise<SpellSnapshot>
export function calcSpell(
  tid: number,
  optType: 'add' | 'remove',
  data: CartLine,
  opts?: { silent?: boolean }
): Promise<SpellSnapshot>
export function calcSpell(
  tid: number,
  optType: 'set',
  data: CartLine[],
  opts?: { silent?: boolean }
): Promise<SpellSnapshot>
export function calcSpell(
  tid: number,
  optType: SpellOptType,
  data?: CartLine | CartLine[] | null,
  opts: { silent?: boolean } = {}
): Promise<SpellSnapshot> {
  return post<SpellSnapshot>('calc', { tid, optType, ...(data ? { data } : {}) }, opts)
}

/** POST /v2/wm/pinCart/submit: the host places the order for everyone, then pays with the takeaway flow. */
export const submitSpell = (input: { tid: number; addressId: number; clientKey: string; remark?: string }) =>
  post<SpellSubmitResult>('submit', input, { loading: '正在提交' })

/** POST /v2/wm/pinCart/list: my open and recent spells. */
export const listSpells = () => post<SpellSummary[]>('list', {})

/** POST /v2/wm/pinCart/merchants: merchants that take group orders, nearest first. */
export const spellMerchants = (q: { lat?: number; lng?: number; page?: number; pageSize?: number }) =>
  post<Page<Merchant>>('merchants', q)
