import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import type {
  ApplicationStatus,
  BusinessCategory,
  BusinessInfo,
  MacauDistrict,
  MerchantApplication
} from '@lotus/contract/business'
import { maskPhone } from '@lotus/contract/phone'

interface Row {
  id: number
  user_id: number
  shop_name: string
  category: BusinessCategory
  district: MacauDistrict
  address: string
  contact_name: string
  area_code: string
  phone: string
  licence: string
  licences: string[]
  registration_no: string
  status: ApplicationStatus
  reject_reason: string | null
  decided_by: string | null
  merchant_id: number | null
  created_at: number
  updated_at: number
}

const toApplication = (r: Row): MerchantApplication => ({
  id: r.id,
  shopName: r.shop_name,
  category: r.category,
  district: r.district,
  address: r.address,
  contactName: r.contact_name,
  areaCode: r.area_code,
  phoneMasked: maskPhone(r.phone),
  licence: r.licence,
  licences: r.licences.length ? r.licences : [r.licence],
  registrationNo: r.registration_no,
  status: r.status,
  rejectReason: r.reject_reason,
  createdAt: toSeconds(Number(r.created_at)),
  updatedAt: toSeconds(Number(r.updated_at))
})

const openError = () => new AppError(ErrorCode.APPLICATION_OPEN, '你已有一份申請正在審核中，請等候結果')

/**
 * Merchant applications (商家入駐): stored server-side, one in review per user at a time (a partial unique
 * index makes concurrent taps one application), the latest shown with its status.
 */
export function createBusinessService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function latest(t: Db, userId: number): Promise<Row | undefined> {
    return t.one<Row>('SELECT * FROM merchant_applications WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [
      userId
    ])
  }

  return {
    async info(userId: number): Promise<BusinessInfo> {
      const r = await latest(db, userId)
      return { application: r ? toApplication(r) : null, canApply: r?.status !== 'reviewing' }
    },

    async apply(
      userId: number,
      input: {
        shopName: string
        category: BusinessCategory
        district: MacauDistrict
        address: string
        contactName: string
        areaCode: string
        phone: string
        registrationNo: string
        licences: string[]
      }
    ): Promise<MerchantApplication> {
      const uploads = [...new Set(input.licences.map((l) => l.slice('/api/files/'.length)))]
      const own = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM uploads WHERE id = ANY($1::text[]) AND user_id = $2',
        [uploads, userId]
      )
      if (own?.n !== uploads.length) throw validation('營業執照圖片無效，請重新上傳')
      const now = clock.now()
      return db.tx(async (t) => {
        // the user row serialises this user's applications; the unique index is the last word
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        if ((await latest(t, userId))?.status === 'reviewing') throw openError()
        const r = await t.one<Row>(
          `INSERT INTO merchant_applications (user_id, shop_name, category, district, address, contact_name,
             area_code, phone, licence, status, created_at, updated_at, registration_no, licences)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'reviewing', $10, $10, $11, $12::text[])
           ON CONFLICT (user_id) WHERE status = 'reviewing' DO NOTHING
           RETURNING *`,
          [
            userId,
            input.shopName,
            input.category,
            input.district,
            input.address,
            input.contactName,
            input.areaCode,
            input.phone,
            input.licences[0],
            now,
            input.registrationNo,
            input.licences
          ]
        )
        if (!r) throw openError()
        return toApplication(r)
      })
    },

    /** Operators' queue (issue 38 point 2): by status, those in review oldest first; the phone masked. */
    async queue(q: { status: ApplicationStatus; page: number; pageSize: number }) {
      const total = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM merchant_applications WHERE status = $1',
        [q.status]
      )
      const rows = await db.many<Row>(
        `SELECT * FROM merchant_applications WHERE status = $1
         ORDER BY ${q.status === 'reviewing' ? 'id' : 'updated_at DESC, id DESC'} LIMIT $2 OFFSET $3`,
        [q.status, q.pageSize, (q.page - 1) * q.pageSize]
      )
      return {
        list: rows.map((r) => ({
          ...toApplication(r),
          userId: r.user_id,
          decidedBy: r.decided_by,
          merchantId: r.merchant_id
        })),
        total: total?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize
      }
    },

    /** An application in review, locked in the caller's transaction (undefined: none, or already decided). */
    async lockReviewing(t: Db, id: number) {
      const r = await t.one<Row>('SELECT * FROM merchant_applications WHERE id = $1 FOR UPDATE', [id])
      if (!r) throw notFound('找不到申請')
      if (r.status !== 'reviewing') return undefined
      return r
    },

    /** Decides a locked application in the caller's transaction (its shop and audit entry beside). */
    async decideIn(
      t: Db,
      id: number,
      d: { status: 'approved' | 'rejected'; reason: string | null; by: string; merchantId: number | null }
    ): Promise<void> {
      await t.query(
        `UPDATE merchant_applications SET status = $2, reject_reason = $3, decided_by = $4, merchant_id = $5,
           updated_at = $6 WHERE id = $1 AND status = 'reviewing'`,
        [id, d.status, d.reason, d.by, d.merchantId, clock.now()]
      )
    },

    /** Staff side (non-production simulator and tests): approve or reject an application in review. */
    async review(id: number, decision: 'approve' | 'reject', reason?: string): Promise<MerchantApplication> {
      const r = await db.one<Row>(
        `UPDATE merchant_applications SET status = $2, reject_reason = $3, updated_at = $4
         WHERE id = $1 AND status = 'reviewing' RETURNING *`,
        [
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          decision === 'reject' ? (reason ?? '資料不完整，請補充後重新申請') : null,
          clock.now()
        ]
      )
      if (!r) throw notFound('找不到審核中的申請')
      return toApplication(r)
    }
  }
}

export type BusinessService = ReturnType<typeof createBusinessService>
