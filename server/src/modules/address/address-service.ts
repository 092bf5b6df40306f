import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { notFound, validation } from '../../errors.js'
import { isValidPhone } from '@lotus/contract/phone'
import type { Address, AddressInput, AddressTag } from '@lotus/contract/address'
export type { Address, AddressInput }

export const MAX_ADDRESSES = 20
/** Where delivery addresses may be: Macau and the neighbouring Pearl River Delta, generously. */
export const ADDRESS_BOUNDS = { minLat: 21.5, maxLat: 23.5, minLng: 112.5, maxLng: 114.8 }

interface AddressRow {
  id: number
  name: string
  area_code: string
  phone: string
  gender: number
  tag: AddressTag
  address: string
  detail: string
  lat: number
  lng: number
  is_default: boolean
}

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  name: r.name,
  areaCode: r.area_code,
  phone: r.phone,
  gender: r.gender,
  tag: r.tag,
  address: r.address,
  detail: r.detail,
  lat: r.lat,
  lng: r.lng,
  isDefault: r.is_default
})

const COLS = 'id, name, area_code, phone, gender, tag, address, detail, lat, lng, is_default'

/** A live address of the user, or undefined (another user's address is undefined too). */
export async function addressById(db: Db, userId: number, id: number): Promise<Address | undefined> {
  const r = await db.one<AddressRow>(
    `SELECT ${COLS} FROM addresses WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [id, userId]
  )
  return r ? toAddress(r) : undefined
}

export function createAddressService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  return {
    /** Default first, then most recently updated. */
    async list(userId: number): Promise<Address[]> {
      const rows = await db.many<AddressRow>(
        `SELECT ${COLS} FROM addresses WHERE user_id = $1 AND deleted_at IS NULL
         ORDER BY is_default DESC, updated_at DESC, id DESC`,
        [userId]
      )
      return rows.map(toAddress)
    },

    /** Creates (no id) or updates (id) an address. The first address becomes the default. */
    async save(userId: number, input: AddressInput): Promise<Address> {
      if (!isValidPhone(input.areaCode, input.phone)) throw validation('參數 phone 格式錯誤（與區號不符）')
      const b = ADDRESS_BOUNDS
      if (input.lat < b.minLat || input.lat > b.maxLat || input.lng < b.minLng || input.lng > b.maxLng)
        throw validation('參數 lat/lng 超出配送城市範圍')
      const now = clock.now()
      return db.tx(async (t) => {
        // Serialises one user's address writes (count limit, single default).
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        const count =
          (
            await t.one<{ n: number }>(
              'SELECT COUNT(*)::int AS n FROM addresses WHERE user_id = $1 AND deleted_at IS NULL',
              [userId]
            )
          )?.n ?? 0
        let id = input.id
        let makeDefault = input.isDefault === true
        if (id === undefined) {
          if (count >= MAX_ADDRESSES) throw validation(`最多保存${MAX_ADDRESSES}個地址`)
          if (count === 0) makeDefault = true
        } else if (!(await addressById(t, userId, id))) {
          throw notFound('找不到地址')
        }
        if (makeDefault)
          await t.query(
            'UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND deleted_at IS NULL',
            [userId]
          )
        const values = [
          input.name,
          input.areaCode,
          input.phone,
          input.gender,
          input.tag,
          input.address,
          input.detail,
          input.lat,
          input.lng,
          now
        ]
        if (id === undefined) {
          const r = await t.one<{ id: number }>(
            `INSERT INTO addresses (name, area_code, phone, gender, tag, address, detail, lat, lng, created_at, updated_at,
                                    user_id, is_default)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12) RETURNING id`,
            [...values, userId, makeDefault]
          )
          id = r?.id ?? 0
        } else {
          await t.query(
            `UPDATE addresses SET name = $1, area_code = $2, phone = $3, gender = $4, tag = $5, address = $6, detail = $7,
                    lat = $8, lng = $9, updated_at = $10, is_default = is_default OR $13
             WHERE id = $11 AND user_id = $12`,
            [...values, id, userId, makeDefault]
          )
          if (input.isDefault === false)
            await t.query('UPDATE addresses SET is_default = false WHERE id = $1 AND user_id = $2', [
              id,
              userId
            ])
        }
        const saved = await addressById(t, userId, id)
        if (!saved) throw new Error('address vanished after save')
        return saved
      })
    },

    /** Soft delete (orders keep their copy). Another user's or a missing address → NOT_FOUND. */
    async remove(userId: number, id: number): Promise<void> {
      const r = await db.query(
        'UPDATE addresses SET deleted_at = $3, is_default = false WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
        [id, userId, clock.now()]
      )
      if (r.rowCount === 0) throw notFound('找不到地址')
    }
  }
}
