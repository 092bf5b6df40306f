import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { toSeconds, type Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { GOODS_CATALOGUE } from '../../db/read-cache.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { spellTopic } from '../../mqtt/acl.js'
import { issueMqttCredentials, revokeMqttCredentialsOfToken } from '../../mqtt/credentials.js'
import type { MqttHub } from '../../mqtt/hub.js'
import { MAX_CART_LINES, MAX_LINE_QTY, mergeCartLine, sameEntry } from '../cart/cart-store.js'
import type { CartLine } from '@lotus/contract/cart'
import { transition } from '@lotus/contract/fsm'
import {
  toSharedUpdate,
  type SpellMessage,
  type SpellSubmitResult,
  type SpellSummary
} from '@lotus/contract/spell'
import { SPELL_LIVE_STATES, spellEditable, spellMachine, type SpellEvent } from '@lotus/contract/order-spell'
import type { MerchantService } from '../merchant/merchant-service.js'
import type { OrderService } from '../order/order-service.js'
import { splitShares } from './shares.js'
import {
  buildSharedSnapshot,
  lockWithMembers,
  withMyInfo,
  type MemberRow,
  type SharedSnapshot,
  type SpellSnapshot
} from './snapshot.js'
import type { CatalogueService } from '../catalogue/catalogue-service.js'
import { createStoreInfo } from './store-info.js'
import type { SpellRow, SpellStatus } from './spell-types.js'
import { isShopOpenAt, shopClosedText } from '@lotus/contract/open-hours'
import { formatMop } from '@lotus/contract/money'
import { addressById } from '../address/address-service.js'

export type { SpellMessage, SpellSubmitResult, SpellSummary }

export const MAX_SPELL_MEMBERS = 50
const SHARE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export type CalcRequest =
  | { tid: number; optType: 'get' | 'clear'; data?: null | undefined }
  | { tid: number; optType: 'add' | 'remove'; data: CartLine }
  | { tid: number; optType: 'set'; data: CartLine[] }

export interface SpellSubmitInput {
  tid: number
  addressId: number
  clientKey: string
  remark?: string | undefined
  expectedTotal?: number | undefined
}

const spellNotFound = () => notFound('找不到拼單')

/** The error code of each refused spell move; the text comes from the machine. */
function refusalCode(s: SpellRow, event: SpellEvent): ErrorCode {
  if (event === 'submit' && s.status === 'open') return ErrorCode.SPELL_NOT_LOCKED
  return ErrorCode.SPELL_NOT_OPEN
}

/** The spell's next state after `event` (spell machine in the contract), or its refusal as an AppError. */
function move(s: SpellRow, event: SpellEvent): SpellStatus {
  const r = transition(spellMachine, s.status, event)
  if (!r.ok) throw new AppError(refusalCode(s, event), r.refusal.message)
  return r.to
}

/** The SET clause of a status change; the value is one of the machine's states, never user input. */
const setStatus = (to: SpellStatus) => `status = '${to}'`

/** `status IN (...)` of the live states, for SQL. */
const LIVE_SQL = SPELL_LIVE_STATES.map((x) => `'${x}'`).join(', ')

function shareCode(): string {
  const bytes = randomBytes(8)
  return [...bytes].map((b) => SHARE_ALPHABET[b % SHARE_ALPHABET.length]).join('')
}

/** Only the fields the merge rule and the order keep. */
const cleanLine = (l: CartLine): CartLine => ({
  goodsId: l.goodsId,
  ...(l.productId !== undefined ? { productId: l.productId } : {}),
  itemCount: Math.min(l.itemCount, MAX_LINE_QTY),
  props: l.props.map((p) => ({ name: p.name, values: p.values.map((v) => ({ value: v.value })) })),
  ...(l.optType !== undefined && l.optType !== null ? { optType: l.optType } : {})
})

/** The caller's lines after one edit (spec §4 merge rule through `mergeCartLine`). Pure. */
export function applyEdit(lines: readonly CartLine[], req: CalcRequest): CartLine[] {
  switch (req.optType) {
    case 'get':
      return [...lines]
    case 'clear':
      return []
    case 'add':
      return mergeCartLine<CartLine>(lines, cleanLine(req.data)).slice(0, MAX_CART_LINES)
    case 'remove':
      return lines.filter((l) => !sameEntry(l, req.data))
    case 'set': {
      let out: CartLine[] = []
      for (const l of req.data) out = mergeCartLine<CartLine>(out, cleanLine(l))
      return out.slice(0, MAX_CART_LINES)
    }
  }
}

/** All members' lines as one cart: identical entries (same product and joined option values) are summed. */
export function combineLines(perMember: ReadonlyArray<readonly CartLine[]>): CartLine[] {
  const out: CartLine[] = []
  for (const lines of perMember) {
    for (const l of lines) {
      const i = out.findIndex((x) => sameEntry(x, l))
      const cur = i >= 0 ? out[i] : undefined
      if (cur) out[i] = { ...cur, itemCount: cur.itemCount + l.itemCount }
      else out.push({ ...l })
    }
  }
  return out
}

export function createSpellService(deps: {
  db: Db
  clock: Clock
  hub: MqttHub
  orders: OrderService
  merchants: MerchantService
  catalogue: Pick<CatalogueService, 'menu'>
  log: FastifyBaseLogger
}) {
  const { db, clock, hub } = deps
  const storeInfo = createStoreInfo({ clock, catalogue: deps.catalogue })

  const lockSpell = async (t: Db, tid: number, mode: 'UPDATE' | 'SHARE' = 'UPDATE') =>
    t.one<SpellRow>(`SELECT * FROM spells WHERE id = $1 FOR ${mode}`, [tid])

  async function memberStatus(t: Db, tid: number, userId: number) {
    return (
      await t.one<{ status: 'active' | 'left' | 'removed' }>(
        'SELECT status FROM spell_members WHERE spell_id = $1 AND user_id = $2',
        [tid, userId]
      )
    )?.status
  }

  /** The spell if the user is an active member; NOT_FOUND otherwise (foreign spells look missing). */
  async function requireMember(t: Db, tid: number, userId: number, mode: 'UPDATE' | 'SHARE' = 'UPDATE') {
    const s = await lockSpell(t, tid, mode)
    if (!s || (await memberStatus(t, tid, userId)) !== 'active') throw spellNotFound()
    return s
  }

  function requireEditable(s: SpellRow) {
    if (spellEditable(s.status)) return
    if (s.status === 'locked') throw new AppError(ErrorCode.SPELL_LOCKED, '拼單已鎖定，暫不能修改')
    throw new AppError(ErrorCode.SPELL_NOT_OPEN, '拼單已結束')
  }

  function requireHost(s: SpellRow, userId: number) {
    if (s.host_id !== userId) throw new AppError(ErrorCode.SPELL_HOST_ONLY, '只有團長可以這樣做')
  }

  async function bump(t: Db, tid: number, set = ''): Promise<SpellRow> {
    const row = await t.one<SpellRow>(
      `UPDATE spells SET seq = seq + 1, updated_at = $2${set ? `, ${set}` : ''} WHERE id = $1 RETURNING *`,
      [tid, clock.now()]
    )
    if (!row) throw spellNotFound()
    return row
  }

  const shared = (t: Db, s: SpellRow, members?: MemberRow[]) =>
    buildSharedSnapshot(
      t,
      s,
      { storeInfo, online: hub.onlineUsers(spellTopic(s.id)), now: clock.now() },
      members
    )

  /** Publishes after commit; a broker failure is logged, never the caller's error (the client resyncs). */
  async function publish(snap: SharedSnapshot): Promise<void> {
    // without the menu: members rebuild it on the one they show (issue 13)
    const msg: SpellMessage = {
      type: 'update',
      seq: snap.spellInfo.seq,
      data: JSON.stringify(toSharedUpdate(snap))
    }
    try {
      await hub.publish(spellTopic(snap.spellInfo.tid), JSON.stringify(msg))
    } catch (err) {
      deps.log.warn({ err, tid: snap.spellInfo.tid }, 'spell publish failed')
    }
  }

  /** One change: lock, check, write, bump seq, snapshot — one transaction; then publish. */
  async function change(
    tid: number,
    fn: (t: Db, s: SpellRow) => Promise<string | void>
  ): Promise<SharedSnapshot> {
    const snap = await db.tx(async (t) => {
      const s = await lockSpell(t, tid)
      if (!s) throw spellNotFound()
      const set = await fn(t, s)
      return shared(t, await bump(t, tid, set ?? ''))
    })
    await publish(snap)
    return snap
  }

  async function assertGoods(t: Db, mchId: number, lines: CartLine[]) {
    const ids = [...new Set(lines.map((l) => l.goodsId))].sort((a, b) => a - b)
    if (ids.length === 0) return
    // each goods' merchant kept per id (a key per id set was new for nearly every edit)
    const merchantOf = await t.cachedEach('goods-merchant', ids, [GOODS_CATALOGUE], async (d, missing) => {
      const rows = await d.many<{ id: number; merchant_id: number }>(
        'SELECT id, merchant_id FROM goods WHERE id = ANY($1::int[])',
        [missing]
      )
      return new Map(rows.map((r) => [r.id, r.merchant_id]))
    })
    if (ids.some((id) => merchantOf.get(id) !== mchId)) throw notFound('找不到商品')
  }

  /** The answer of a submit already done (same clientKey). */
  async function submitted(s: SpellRow): Promise<SpellSubmitResult> {
    const o = await db.one<{ total: number; pay_deadline: number }>(
      'SELECT total, pay_deadline FROM orders WHERE id = $1',
      [s.order_id]
    )
    const shares = await db.many<{ user_id: number; share: number | null }>(
      "SELECT user_id, share FROM spell_members WHERE spell_id = $1 AND status = 'active' ORDER BY id",
      [s.id]
    )
    return {
      orderId: s.order_id ?? 0,
      total: o?.total ?? 0,
      payDeadline: toSeconds(o?.pay_deadline ?? 0),
      shares: shares.map((r) => ({ userId: r.user_id, share: r.share ?? 0 }))
    }
  }

  return {
    async mqttAuthInfo(auth: { userId: number; tokenId: number }, host: string) {
      const c = await issueMqttCredentials(db, clock, auth)
      return {
        host,
        username: c.username,
        password: c.password,
        clientId: c.clientId,
        expiresAt: toSeconds(c.expiresAt)
      }
    },

    /** Logout of a token: its MQTT credentials go and their live connections are closed. */
    async revokeToken(tokenId: number): Promise<void> {
      const names = await revokeMqttCredentialsOfToken(db, tokenId)
      hub.disconnectUsernames(names)
    },

    /** A new spell at the merchant with the caller as host (their open spell there is answered again). */
    async create(userId: number, input: { mchId: number; lat?: number; lng?: number }) {
      const m = await db.one<{
        verticals: string[]
        lat: number
        lng: number
        is_open: boolean
        open_hours: string
        holidays: string[]
        paused_until: number | null
      }>(
        'SELECT verticals, lat, lng, is_open, open_hours, holidays, paused_until FROM merchants WHERE id = $1',
        [input.mchId]
      )
      if (!m) throw notFound('找不到商家')
      if (!m.verticals.includes('spell'))
        throw new AppError(ErrorCode.MERCHANT_NO_SPELL, '該商家暫不支援拼單')
      // Issue 8 §7: a room at a closed shop could never order.
      const now = clock.now()
      const schedule = { openHours: m.open_hours, holidays: m.holidays, pausedUntil: m.paused_until }
      if (!m.is_open || !isShopOpenAt(schedule, now))
        throw new AppError(
          ErrorCode.MERCHANT_CLOSED,
          m.is_open ? shopClosedText(schedule, now) : '商家休息中，暫停接單'
        )
      return db.tx(async (t) => {
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        const open = await t.one<{ id: number; share_code: string }>(
          `SELECT id, share_code FROM spells WHERE host_id = $1 AND merchant_id = $2 AND status IN (${LIVE_SQL})
           ORDER BY id DESC LIMIT 1`,
          [userId, input.mchId]
        )
        if (open) return { tid: open.id, shareCode: open.share_code }
        const now = clock.now()
        for (let attempt = 0; ; attempt++) {
          const code = shareCode()
          const taken = await t.one('SELECT 1 AS x FROM spells WHERE share_code = $1', [code])
          if (taken && attempt < 5) continue
          const row = await t.one<{ id: number }>(
            `INSERT INTO spells (share_code, host_id, merchant_id, lat, lng, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
            [code, userId, input.mchId, input.lat ?? m.lat, input.lng ?? m.lng, now]
          )
          if (!row) throw new Error('spell insert returned nothing')
          await t.query('INSERT INTO spell_members (spell_id, user_id, joined_at) VALUES ($1, $2, $3)', [
            row.id,
            userId,
            now
          ])
          return { tid: row.id, shareCode: code }
        }
      })
    },

    async join(userId: number, code: string): Promise<{ tid: number }> {
      const found = await db.one<{ id: number }>('SELECT id FROM spells WHERE share_code = $1', [
        code.trim().toUpperCase()
      ])
      if (!found) throw new AppError(ErrorCode.SHARE_CODE_INVALID, '拼單邀請碼無效')
      const snap = await db.tx(async (t) => {
        const s = await lockSpell(t, found.id)
        if (!s) throw new AppError(ErrorCode.SHARE_CODE_INVALID, '拼單邀請碼無效')
        const status = await memberStatus(t, s.id, userId)
        if (status === 'active') return null
        if (status === 'removed') throw new AppError(ErrorCode.SPELL_REMOVED, '你已被團長移出此拼單')
        requireEditable(s)
        const n = await t.one<{ n: number }>(
          "SELECT COUNT(*)::int AS n FROM spell_members WHERE spell_id = $1 AND status = 'active'",
          [s.id]
        )
        if ((n?.n ?? 0) >= MAX_SPELL_MEMBERS) {
          throw new AppError(ErrorCode.SPELL_FULL, `拼單人數已滿（${MAX_SPELL_MEMBERS}人）`)
        }
        await t.query(
          `INSERT INTO spell_members (spell_id, user_id, joined_at) VALUES ($1, $2, $3)
           ON CONFLICT (spell_id, user_id) DO UPDATE SET status = 'active', lines = '[]'::jsonb, share = NULL,
             joined_at = EXCLUDED.joined_at`,
          [s.id, userId, clock.now()]
        )
        return shared(t, await bump(t, s.id))
      })
      if (snap) await publish(snap)
      return { tid: found.id }
    },

    /** A member leaves with their items; the host leaving dissolves the spell. */
    async leave(userId: number, tid: number): Promise<null> {
      await change(tid, async (t, s) => {
        if ((await memberStatus(t, tid, userId)) !== 'active') throw spellNotFound()
        if (s.host_id === userId) return setStatus(move(s, 'close'))
        requireEditable(s)
        await t.query(
          "UPDATE spell_members SET status = 'left', lines = '[]'::jsonb WHERE spell_id = $1 AND user_id = $2",
          [tid, userId]
        )
      })
      hub.disconnectUser(userId, spellTopic(tid))
      return null
    },

    /** The host removes a member: their items go, they cannot rejoin, their connections to it are closed. */
    async remove(hostId: number, tid: number, userId: number): Promise<SpellSnapshot> {
      const snap = await change(tid, async (t, s) => {
        if ((await memberStatus(t, tid, hostId)) !== 'active') throw spellNotFound()
        requireHost(s, hostId)
        if (!SPELL_LIVE_STATES.includes(s.status)) {
          throw new AppError(ErrorCode.SPELL_NOT_OPEN, '拼單已結束')
        }
        if (userId === hostId) throw new AppError(ErrorCode.VALIDATION, '參數 userId 不能是團長自己')
        const r = await t.query(
          `UPDATE spell_members SET status = 'removed', lines = '[]'::jsonb
           WHERE spell_id = $1 AND user_id = $2 AND status = 'active'`,
          [tid, userId]
        )
        if (r.rowCount === 0) throw notFound('找不到該成員')
      })
      hub.disconnectUser(userId, spellTopic(tid))
      return withMyInfo(snap, hostId)
    },

    async lock(hostId: number, tid: number, locked: boolean): Promise<SpellSnapshot> {
      const snap = await change(tid, async (t, s) => {
        if ((await memberStatus(t, tid, hostId)) !== 'active') throw spellNotFound()
        requireHost(s, hostId)
        return setStatus(move(s, locked ? 'lock' : 'unlock'))
      })
      return withMyInfo(snap, hostId)
    },

    /**
     * The host chooses where the order goes: the spell is priced at that address from now on, so the confirm
     * sheet, every member's share and the charge all use the delivery fee of the real distance (issue 35 §2).
     */
    async setAddress(hostId: number, tid: number, addressId: number): Promise<SpellSnapshot> {
      const a = await addressById(db, hostId, addressId)
      if (!a) throw notFound('找不到地址')
      const snap = await change(tid, async (t, s) => {
        if ((await memberStatus(t, tid, hostId)) !== 'active') throw spellNotFound()
        requireHost(s, hostId)
        if (!SPELL_LIVE_STATES.includes(s.status)) throw new AppError(ErrorCode.SPELL_NOT_OPEN, '拼單已結束')
        await t.query('UPDATE spells SET lat = $2, lng = $3 WHERE id = $1', [tid, a.lat, a.lng])
      })
      return withMyInfo(snap, hostId)
    },

    async calc(userId: number, req: CalcRequest): Promise<SpellSnapshot> {
      if (req.optType === 'get') {
        const snap = await db.tx(async (t) => shared(t, await requireMember(t, req.tid, userId, 'SHARE')))
        return withMyInfo(snap, userId)
      }
      // The hot path of a spell (issue 13): the spell locked, its members read once, the member's lines and the
      // spell's seq written in one statement, and the snapshot built from what was read.
      const snap = await db.tx(async (t) => {
        const locked = await lockWithMembers(t, req.tid)
        if (!locked) throw spellNotFound()
        const { s, members } = locked
        const me = members.find((m) => m.user_id === userId)
        if (!me) throw spellNotFound()
        requireEditable(s)
        if (req.optType === 'add' || req.optType === 'remove') await assertGoods(t, s.merchant_id, [req.data])
        if (req.optType === 'set') await assertGoods(t, s.merchant_id, req.data)
        const lines = applyEdit(me.lines, req)
        const row = await t.one<SpellRow>(
          `WITH member AS (UPDATE spell_members SET lines = $3::jsonb WHERE spell_id = $1 AND user_id = $2)
           UPDATE spells SET seq = seq + 1, updated_at = $4 WHERE id = $1 RETURNING *`,
          [req.tid, userId, JSON.stringify(lines), clock.now()]
        )
        if (!row) throw spellNotFound()
        return shared(
          t,
          row,
          members.map((m) => (m === me ? { ...m, lines } : m))
        )
      })
      await publish(snap)
      return withMyInfo(snap, userId)
    },

    /**
     * Checkout in one transaction: the combined lines of the active members are quoted and ordered directly
     * (stock, caps, min order, idempotent clientKey) as a spell order; the host's own cart is never touched.
     * Shares of the order total are stored and published.
     */
    async submit(hostId: number, input: SpellSubmitInput): Promise<SpellSubmitResult> {
      const out = await db.tx(async (t) => {
        const s = await requireMember(t, input.tid, hostId)
        requireHost(s, hostId)
        if (s.order_id !== null) {
          if (s.client_key === input.clientKey) return { done: true as const, spell: s }
          throw new AppError(ErrorCode.SPELL_NOT_OPEN, '拼單已下單')
        }
        move(s, 'submit')
        const members = await t.many<{ lines: CartLine[] }>(
          "SELECT lines FROM spell_members WHERE spell_id = $1 AND status = 'active' ORDER BY joined_at, id",
          [s.id]
        )
        const combined = combineLines(members.map((m) => m.lines))
        if (combined.length === 0) throw new AppError(ErrorCode.SPELL_EMPTY, '拼單購物車是空的')
        if (combined.some((l) => l.itemCount > MAX_LINE_QTY)) {
          throw new AppError(ErrorCode.QTY_TOO_LARGE, `最多購買${MAX_LINE_QTY}件`)
        }
        // Priced where it goes: the shares below and the snapshot members see come from the same point.
        const a = await addressById(t, hostId, input.addressId)
        if (a && (a.lat !== s.lat || a.lng !== s.lng)) {
          await t.query('UPDATE spells SET lat = $2, lng = $3 WHERE id = $1', [s.id, a.lat, a.lng])
          s.lat = a.lat
          s.lng = a.lng
        }
        const order = await deps.orders.placeIn(
          t,
          hostId,
          {
            clientKey: input.clientKey,
            mchId: s.merchant_id,
            addressId: input.addressId,
            remark: input.remark
          },
          { vertical: 'spell', fulfilment: 'delivery', lines: combined }
        )
        if (input.expectedTotal !== undefined && order.total !== input.expectedTotal) {
          throw new AppError(
            ErrorCode.PRICE_CHANGED,
            `拼單金額已更新為 ${formatMop(order.total)}，請確認後再提交`
          )
        }
        const before = await shared(t, s)
        const shares = splitShares(
          order.total,
          before.userList.map((u, i) => ({
            userId: u.userId,
            goods: u.amount,
            isHost: u.isHost,
            joinOrder: i
          }))
        )
        for (const [userId, share] of shares) {
          await t.query('UPDATE spell_members SET share = $3 WHERE spell_id = $1 AND user_id = $2', [
            s.id,
            userId,
            share
          ])
        }
        await t.query('UPDATE spells SET order_id = $2, client_key = $3 WHERE id = $1', [
          s.id,
          order.orderId,
          input.clientKey
        ])
        const snap = await shared(t, await bump(t, s.id, setStatus('submitted')))
        return { done: false as const, order, snap }
      })
      if (out.done) return submitted(out.spell)
      await publish(out.snap)
      return {
        orderId: out.order.orderId,
        total: out.order.total,
        payDeadline: out.order.payDeadline,
        shares: out.snap.userList.map((u) => ({ userId: u.userId, share: u.share }))
      }
    },

    /** My spells: open ones first, then the latest; at most 20. */
    async list(userId: number): Promise<SpellSummary[]> {
      const rows = await db.many<{
        id: number
        merchant_id: number
        name: string
        status: SpellStatus
        host_id: number
        n: number
        order_id: number | null
        share_code: string
        created_at: number
      }>(
        `SELECT s.id, s.merchant_id, mc.name, s.status, s.host_id, s.order_id, s.share_code, s.created_at,
                (SELECT COUNT(*)::int FROM spell_members x WHERE x.spell_id = s.id AND x.status = 'active') AS n
         FROM spell_members m JOIN spells s ON s.id = m.spell_id JOIN merchants mc ON mc.id = s.merchant_id
         WHERE m.user_id = $1 AND m.status = 'active'
         ORDER BY (s.status IN (${LIVE_SQL})) DESC, s.id DESC LIMIT 20`,
        [userId]
      )
      return rows.map((r) => ({
        tid: r.id,
        mchId: r.merchant_id,
        merchantName: r.name,
        logo: `/api/img/merchant/${r.merchant_id}.svg`,
        status: r.status,
        isHost: r.host_id === userId,
        memberCount: r.n,
        orderId: r.order_id,
        shareCode: r.share_code,
        createdAt: toSeconds(r.created_at)
      }))
    },

    merchants: (q: { lat: number; lng: number; page: number; pageSize: number }) =>
      deps.merchants.list({ ...q, vertical: 'spell', sort: 'distance' })
  }
}

export type SpellService = ReturnType<typeof createSpellService>
