import { DISTRICT_CENTRES, type MacauDistrict } from '@lotus/contract/business'
import type { Db } from '../../db/db.js'

/**
 * A shop made from an approved merchant application (issue 38 point 2), in the caller's transaction: listed under
 * takeaway (a menu of goods its owner builds in the console), not taking orders (`is_open` false) until the owner
 * has set it up and opens it, its pin at the district's centre.
 */
export async function createShopIn(
  t: Db,
  input: {
    name: string
    category: string
    district: MacauDistrict
    address: string
    phone: string
    registrationNo: string
  }
): Promise<{ id: number }> {
  const at = DISTRICT_CENTRES[input.district]
  const row = await t.one<{ id: number }>(
    `INSERT INTO merchants (city_code, name, verticals, category, district, address, lat, lng, phone, license_no,
       is_open)
     VALUES ('MO', $1, '{takeaway}', $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
    [
      input.name,
      input.category,
      input.district,
      input.address,
      at.lat,
      at.lng,
      input.phone,
      input.registrationNo
    ]
  )
  if (!row) throw new Error('merchant insert returned nothing')
  // the menu admin adds goods under a category: the first one is there to start with
  await t.query(`INSERT INTO goods_categories (merchant_id, name, sort) VALUES ($1, '全部商品', 0)`, [row.id])
  return row
}
