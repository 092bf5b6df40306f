import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { CartItem, CartLine } from '@lotus/contract/cart'
import { quoteCart } from '../pricing/quote-cart.js'
import { splitShares } from './shares.js'
import type { StoreInfoBuilder } from './store-info.js'
import { spellUserText, type SharedSnapshot, type SpellMember } from '@lotus/contract/spell'
import type { SpellRow } from './spell-types.js'

export type { MyInfo, SharedSnapshot, SpellSnapshot } from '@lotus/contract/spell'
export { withMyInfo } from '@lotus/contract/spell'
export type MemberInfo = SpellMember

export interface MemberRow {
  id: number
  user_id: number
  lines: CartLine[]
  share: number | null
  joined_at: number
  nickname: string
  avatar: string
}

/**
 * The shared cart: every member's lines priced together with `quoteCart` (for the host — the payer — with no
 * coupon, at the spell's point), split back per member, with shares and the store info.
 */
const MEMBER_COLUMNS = 'm.id, m.user_id, m.lines, m.share, m.joined_at, u.nickname, u.avatar'
/** The host first, then in joining order. */
const memberOrder = (hostId: string) => `ORDER BY (m.user_id = ${hostId}) DESC, m.joined_at, m.id`

/** The active members of a spell with their lines, the host first, then in joining order. */
export function readMembers(t: Db, s: Pick<SpellRow, 'id' | 'host_id'>): Promise<MemberRow[]> {
  return t.many<MemberRow>(
    `SELECT ${MEMBER_COLUMNS}
     FROM spell_members m JOIN users u ON u.id = m.user_id
     WHERE m.spell_id = $1 AND m.status = 'active' ${memberOrder('$2')}`,
    [s.id, s.host_id]
  )
}

/**
 * Locks the spell (FOR UPDATE) and reads its active members. Inside a write transaction every statement counts
 * (issue 13): where transactions never overlap, one statement; on PostgreSQL two, since a statement that waited
 * for the lock still reads the members as they were before the holder committed.
 */
export async function lockWithMembers(
  t: Db,
  tid: number
): Promise<{ s: SpellRow; members: MemberRow[] } | null> {
  if (!t.serialTransactions) {
    const s = await t.one<SpellRow>('SELECT * FROM spells WHERE id = $1 FOR UPDATE', [tid])
    return s ? { s, members: await readMembers(t, s) } : null
  }
  const rows = await t.many<{ spell: SpellRow } & (MemberRow | { id: null })>(
    `SELECT to_jsonb(s) AS spell, ${MEMBER_COLUMNS}
     FROM spells s LEFT JOIN spell_members m ON m.spell_id = s.id AND m.status = 'active'
       LEFT JOIN users u ON u.id = m.user_id
     WHERE s.id = $1 ${memberOrder('s.host_id')} FOR UPDATE OF s`,
    [tid]
  )
  const first = rows[0]
  if (!first) return null
  return {
    s: first.spell,
    members: rows.flatMap(({ spell: _s, ...m }) => (m.id === null ? [] : [m as MemberRow]))
  }
}

export async function buildSharedSnapshot(
  t: Db,
  s: SpellRow,
  deps: { storeInfo: StoreInfoBuilder; online: Set<number>; now: number },
  /** The members as the caller has just read and changed them (`readMembers`), so they are not read again. */
  known?: MemberRow[]
): Promise<SharedSnapshot> {
  const members = known ?? (await readMembers(t, s))
  const owned = members.flatMap((m, owner) =>
    m.lines.filter((l) => l.itemCount > 0).map((line, i) => ({ owner, line, cartId: m.id * 1000 + i + 1 }))
  )
  const calc = await quoteCart(t, {
    userId: s.host_id,
    mchId: s.merchant_id,
    lat: s.lat,
    lng: s.lng,
    lines: owned.map((o) => o.line),
    couponId: null,
    redEnvelopeId: null,
    now: toSeconds(deps.now)
  })
  const priced = calc.cartInfo.flatMap((b) => b.items)
  const perMember = members.map((): CartItem[] => [])
  const counts = new Map<number, number>()
  priced.forEach((item, i) => {
    const o = owned[i]
    if (!o) return
    perMember[o.owner]?.push({ ...item, cartId: o.cartId })
    if (!item.invalid) counts.set(item.goodsId, (counts.get(item.goodsId) ?? 0) + item.itemCount)
  })
  const amounts = perMember.map((items) => items.reduce((sum, it) => sum + (it.invalid ? 0 : it.amount), 0))
  const estimated = splitShares(
    calc.result.total,
    members.map((m, i) => ({
      userId: m.user_id,
      goods: amounts[i] ?? 0,
      isHost: m.user_id === s.host_id,
      joinOrder: i
    }))
  )
  const storeInfo = await deps.storeInfo.build(
    t,
    s.merchant_id,
    counts,
    members.map((m) => m.user_id)
  )
  return {
    spellInfo: {
      tid: s.id,
      mchId: s.merchant_id,
      hostId: s.host_id,
      shareCode: s.share_code,
      status: s.status,
      orderId: s.order_id,
      seq: s.seq,
      createdAt: toSeconds(s.created_at)
    },
    userList: members.map((m, i) => ({
      userId: m.user_id,
      nickname: m.nickname,
      avatar: m.avatar || `/api/img/avatar/${m.user_id}.svg`,
      isHost: m.user_id === s.host_id,
      online: deps.online.has(m.user_id),
      itemCount: (perMember[i] ?? []).reduce((sum, it) => sum + (it.invalid ? 0 : it.itemCount), 0),
      amount: amounts[i] ?? 0,
      share: s.status === 'submitted' && m.share !== null ? m.share : (estimated.get(m.user_id) ?? 0),
      joinedAt: toSeconds(m.joined_at)
    })),
    cartInfo: members.map((m, i) => ({ userId: m.user_id, bagNo: 1 as const, items: perMember[i] ?? [] })),
    actInfo: calc.actInfo,
    result: calc.result,
    storeInfo,
    // Chinese, as the broker carries it to members of every language: the app words both from the fields beside
    userText: spellUserText(s.status, members.length),
    warnMsg: calc.warnMsg,
    warnings: calc.warnings
  }
}
