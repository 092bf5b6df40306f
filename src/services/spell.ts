import type { CartLine } from './cart'
import { request } from './request'
import type { Merchant, Page } from './types'
import type {
  MqttAuthInfo,
  SpellOptType,
  SpellSnapshot,
  SpellSubmitResult,
  SpellSummary
} from '@lotus/contract/spell'

export type { GoodsProp } from '@lotus/contract/goods'
export type {
  MqttAuthInfo,
  MyInfo,
  SharedSnapshot,
  SharedUpdate,
  SpellInfo,
  SpellMember,
  SpellOptType,
  SpellSnapshot,
  SpellStatus,
  SpellSubmitResult,
  SpellSummary,
  StoreGoods,
  StoreInfo
} from '@lotus/contract/spell'
import { loadingWord } from './words'

/** Spell (拼單) shared cart: docs/api-spell.md. Every call is JSON and needs login. Money in avos. */

const post = <T>(path: string, data: object, opts: { loading?: string; silent?: boolean } = {}) =>
  request<T>(`/v2/wm/pinCart/${path}`, { method: 'POST', json: true, data, ...opts })

/** POST /v2/wm/pinCart/mqttAuthInfo: short-lived broker credentials (stored by the MQTT client). */
export const mqttAuthInfo = () => post<MqttAuthInfo>('mqttAuthInfo', {}, { silent: true })

/** POST /v2/wm/pinCart/create: start a spell at a merchant (an open one there is answered again). */
export const createSpell = (input: { mchId: number; lat?: number; lng?: number }) =>
  post<{ tid: number; shareCode: string }>('create', input, { loading: loadingWord('start') })

/** POST /v2/wm/pinCart/join: by the share code of a link or QR code. */
export const joinSpell = (shareCode: string) =>
  post<{ tid: number }>('join', { shareCode }, { loading: loadingWord('join') })

/** POST /v2/wm/pinCart/leave (the host leaving dissolves the spell). */
export const leaveSpell = (tid: number) => post<null>('leave', { tid })

/** POST /v2/wm/pinCart/remove: the host removes a member. */
export const removeMember = (tid: number, userId: number) => post<SpellSnapshot>('remove', { tid, userId })

/** POST /v2/wm/pinCart/lock: the host locks (or unlocks) the cart. */
export const lockSpell = (tid: number, locked: boolean) => post<SpellSnapshot>('lock', { tid, locked })

/** POST /v2/wm/pinCart/address: the host's delivery address; the spell is priced there from now on. */
export const setSpellAddress = (tid: number, addressId: number) =>
  post<SpellSnapshot>('address', { tid, addressId })

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
export const submitSpell = (input: {
  tid: number
  addressId: number
  clientKey: string
  remark?: string
  /** the total on the confirm sheet: another amount is refused (PRICE_CHANGED) */
  expectedTotal?: number
}) => post<SpellSubmitResult>('submit', input, { loading: loadingWord('posting') })

/** POST /v2/wm/pinCart/list: my open and recent spells. */
export const listSpells = () => post<SpellSummary[]>('list', {})

/** POST /v2/wm/pinCart/merchants: merchants that take group orders, nearest first. */
export const spellMerchants = (q: { lat?: number; lng?: number; page?: number; pageSize?: number }) =>
  post<Page<Merchant>>('merchants', q)
