import { randomInt } from 'node:crypto'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lotus/contract/locale'
import type { Clock } from '../../clock.js'
import { macauDate, toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, unauthorized, validation } from '../../errors.js'
import { maskPhone } from '@lotus/contract/phone'
import { userSign } from './user-sign.js'
import type { User } from '@lotus/contract/user'
import { growthFromAvos, levelFor } from '@lotus/contract/member'
export type { User }

interface UserRow {
  id: number
  area_code: string
  phone: string
  level: number
  mtype: number
  nickname: string
  avatar: string
  gender: number
  birthday: string | null
  promotion_code: string
  inviter_code: string | null
  wx_openid: string | null
  pay_password_hash: string | null
  identity_verified: boolean
  created_at: number
  /** The total of the user's completed orders (avos): growth value and level follow from it. */
  completed_total: number
  /** The honey ledger's unspent lots, summed per expiry: [expires_at (ms), points][]. */
  honey_lots: Array<[number, number]>
}

// Growth and level are read live from completed orders (issue 12: levels 0-5 by growth), never a stale copy;
// honey from the points ledger's lots, per expiry, so a kept read stays right as lots run out.
const SELECT_USER = `SELECT u.*, i.promotion_code AS inviter_code,
  (SELECT COALESCE(SUM(o.total), 0)::int FROM orders o WHERE o.user_id = u.id AND o.status = 'completed')
    AS completed_total,
  (SELECT COALESCE(json_agg(json_build_array(l.expires_at, l.points)), '[]'::json) FROM
    (SELECT expires_at, SUM(remaining)::int AS points FROM points_lots
     WHERE user_id = u.id AND remaining > 0 GROUP BY expires_at) l) AS honey_lots
  FROM users u LEFT JOIN users i ON i.id = u.inviter_id`

/** The ledger's balance at `now`: points of lots not yet run out (as services.points.balance counts them). */
const honeyAt = (lots: Array<[number, number]>, now: number): number => {
  let sum = 0
  for (const [expiresAt, points] of lots) if (Number(expiresAt) > now) sum += points
  return sum
}

const toUser = (r: UserRow, now: number): User => ({
  id: r.id,
  areaCode: r.area_code,
  phone: r.phone,
  level: levelFor(growthFromAvos(Number(r.completed_total))),
  growth: growthFromAvos(Number(r.completed_total)),
  mtype: r.mtype,
  nickname: r.nickname,
  avatar: r.avatar,
  gender: r.gender,
  birthday: r.birthday,
  promotionCode: r.promotion_code,
  boundPromotionCode: r.inviter_code,
  honey: honeyAt(r.honey_lots, now),
  createdAt: toSeconds(r.created_at)
})

const PROMO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O/1/I: codes are read aloud and retyped
const newPromotionCode = () =>
  Array.from({ length: 6 }, () => PROMO_ALPHABET[randomInt(PROMO_ALPHABET.length)]).join('')

export interface UserUpdate {
  nickname?: string
  avatar?: string
  gender?: string
  birthday?: string
  sign: string
}

const AVATAR_RE = /^\/api\/(files\/[A-Za-z0-9_-]{1,64}|img\/avatar\/[A-Za-z0-9_-]{1,64}\.svg)$/

export function createUserService(deps: { db: Db; clock: Clock; userSignSalt: string }) {
  const { db, clock } = deps

  async function byId(id: number, t: Db = db): Promise<User> {
    const row = await t.cached(`user:${id}`, ['users', 'points_lots'], (d) =>
      d.one<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id])
    )
    if (!row) throw unauthorized()
    return toUser(row, clock.now())
  }

  /** The inviter's id for a promotion code; neither the user's own code nor its invitee's is valid. */
  async function inviterFor(t: Db, code: string, selfId: number | null): Promise<number> {
    const row = await t.one<{ id: number; inviter_id: number | null }>(
      'SELECT id, inviter_id FROM users WHERE promotion_code = $1',
      [code.toUpperCase()]
    )
    // Two users may not invite each other.
    if (!row || row.id === selfId || (selfId !== null && row.inviter_id === selfId)) {
      throw new AppError(ErrorCode.PROMO_CODE_INVALID, '推廣碼無效')
    }
    return row.id
  }

  return {
    byId,

    async assertPromotionCode(code: string): Promise<void> {
      await inviterFor(db, code, null)
    },

    /** Finds the user for a phone, creating it on first login; binds the inviter only for a new user. */
    async findOrCreateByPhone(
      t: Db,
      areaCode: string,
      phone: string,
      promotionCode?: string
    ): Promise<{ user: User; created: boolean }> {
      const existing = await t.one<{ id: number }>(
        'SELECT id FROM users WHERE area_code = $1 AND phone = $2',
        [areaCode, phone]
      )
      if (existing) return { user: await byId(existing.id, t), created: false }
      const inviterId = promotionCode ? await inviterFor(t, promotionCode, null) : null
      const now = clock.now()
      for (;;) {
        const row = await t.one<{ id: number }>(
          `INSERT INTO users (area_code, phone, nickname, promotion_code, inviter_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT DO NOTHING RETURNING id`,
          [areaCode, phone, `用戶${phone.slice(-4)}`, newPromotionCode(), inviterId, now]
        )
        if (!row) {
          // Either a concurrent first login created this phone, or the promotion code collided: draw again.
          const raced = await t.one<{ id: number }>(
            'SELECT id FROM users WHERE area_code = $1 AND phone = $2',
            [areaCode, phone]
          )
          if (raced) return { user: await byId(raced.id, t), created: false }
          continue
        }
        await t.query('UPDATE users SET avatar = $2 WHERE id = $1', [row.id, `/api/img/avatar/${row.id}.svg`])
        return { user: await byId(row.id, t), created: true }
      }
    },

    async bindOpenId(t: Db, userId: number, openid: string): Promise<void> {
      // An openid follows the latest phone it logged in with.
      await t.query('UPDATE users SET wx_openid = NULL WHERE wx_openid = $1 AND id <> $2', [openid, userId])
      await t.query('UPDATE users SET wx_openid = $2 WHERE id = $1', [userId, openid])
    },

    /** The language the user reads (issue 39): what is pushed to them is worded in it. */
    async setLocale(userId: number, locale: Locale, t: Db = db): Promise<void> {
      await t.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale])
    },

    /** The user's language; never told: Chinese, the default. */
    async localeOf(userId: number): Promise<Locale> {
      const row = await db.one<{ locale: string | null }>('SELECT locale FROM users WHERE id = $1', [userId])
      return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE
    },

    async findByOpenId(openid: string): Promise<User | null> {
      const row = await db.one<{ id: number }>('SELECT id FROM users WHERE wx_openid = $1', [openid])
      return row ? byId(row.id) : null
    },

    async security(userId: number) {
      const row = await db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [userId])
      if (!row) throw unauthorized()
      return {
        hasPayPassword: row.pay_password_hash !== null,
        phoneMasked: maskPhone(row.phone),
        identityVerified: row.identity_verified,
        wechatBound: row.wx_openid !== null
      }
    },

    /** Applies a signed profile update; a bad sign changes nothing. */
    async update(userId: number, fields: UserUpdate): Promise<User> {
      const { sign, ...rest } = fields
      const signed = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >
      if (userSign(signed, deps.userSignSalt) !== sign.toLowerCase()) {
        throw new AppError(ErrorCode.USER_SIGN_INVALID, '資料簽名錯誤')
      }
      const sets: string[] = []
      const params: unknown[] = [userId]
      const set = (column: string, value: unknown) => {
        params.push(value)
        sets.push(`${column} = $${params.length}`)
      }
      if (rest.nickname !== undefined) {
        const nickname = rest.nickname.trim()
        if ([...nickname].length < 1 || [...nickname].length > 20)
          throw validation('參數 nickname 長度須為 1 至 20 字')
        set('nickname', nickname)
      }
      if (rest.gender !== undefined) set('gender', Number(rest.gender))
      if (rest.birthday !== undefined) {
        const d = new Date(`${rest.birthday}T00:00:00Z`)
        if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== rest.birthday) {
          throw validation('參數 birthday 不是有效日期')
        }
        if (rest.birthday > macauDate(clock.now()) || rest.birthday < '1900-01-01') {
          throw validation('參數 birthday 不可晚於今天')
        }
        set('birthday', rest.birthday)
      }
      if (rest.avatar !== undefined) {
        const m = AVATAR_RE.exec(rest.avatar)
        if (!m) throw validation('參數 avatar 須為本站上傳的圖片地址')
        if (rest.avatar.startsWith('/api/files/')) {
          const file = await db.one('SELECT 1 FROM uploads WHERE id = $1', [
            rest.avatar.slice('/api/files/'.length)
          ])
          if (!file) throw validation('參數 avatar 指向的圖片不存在')
        }
        set('avatar', rest.avatar)
      }
      if (sets.length > 0) {
        set('updated_at', clock.now())
        await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params)
      }
      return byId(userId)
    },

    async bindPromotionCode(userId: number, code: string): Promise<User> {
      return db.tx(async (t) => {
        const me = await t.one<{ inviter_id: number | null }>(
          'SELECT inviter_id FROM users WHERE id = $1 FOR UPDATE',
          [userId]
        )
        if (!me) throw unauthorized()
        if (me.inviter_id !== null) throw new AppError(ErrorCode.PROMO_CODE_BOUND, '已綁定推廣碼')
        const inviterId = await inviterFor(t, code, userId)
        await t.query('UPDATE users SET inviter_id = $2, updated_at = $3 WHERE id = $1', [
          userId,
          inviterId,
          clock.now()
        ])
        return byId(userId, t)
      })
    }
  }
}

export type UserService = ReturnType<typeof createUserService>
