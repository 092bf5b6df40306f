import type { OpsApplicationApproved } from '@lotus/contract/ops'
import { AppError, ErrorCode, validation } from '../../errors.js'
import { createShopIn } from '../merchant/create-shop.js'
import { createStaffAccountIn, hashedFor } from '../staff/create-account.js'
import { randomPassword } from '../staff/accounts/deps.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

const decided = () => new AppError(ErrorCode.APPLICATION_STATE, '此申請已處理', 409)

/** The owner's login of a new shop: `m<shop id>-owner`, unique because the shop id is. */
const ownerUsername = (merchantId: number) => `m${merchantId}-owner`

/**
 * Support (or the super admin) decides a merchant application in review. Approving creates, in one transaction
 * with the decision and its audit entry: the shop (not taking orders until its owner sets it up) and the owner's
 * console login with a random password, answered once (only its hash is kept; the owner enrols a second factor at
 * first login). Rejecting needs the reason the applicant reads on their application page. Decided once: a second
 * decision (or two operators at once) answers APPLICATION_STATE and changes nothing.
 */
export async function decideApplication(
  d: OpsDeps,
  c: OpsCaller,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string | undefined }
): Promise<OpsApplicationApproved | { id: number; status: 'rejected' }> {
  const by = c.session.account.username
  if (input.decision === 'reject') {
    if (!input.reason) throw validation('請填寫不通過原因（申請人會看到）')
    const reason = input.reason
    return d.db.tx(async (t) => {
      const a = await d.business.lockReviewing(t, input.id)
      if (!a) throw decided()
      await d.business.decideIn(t, a.id, { status: 'rejected', reason, by, merchantId: null })
      await d.audit.write(t, {
        ...auditBy(c),
        action: 'ops.merchant.reject',
        subjectType: 'merchant_application',
        subjectId: a.id,
        before: { status: 'reviewing' },
        after: { status: 'rejected', reason }
      })
      return { id: a.id, status: 'rejected' as const }
    })
  }
  const password = randomPassword()
  // the hash is slow on purpose: made before the transaction, for an account whose name is known only inside it
  const hash = await hashedFor({ username: 'm0-owner', name: '', role: 'owner', password, merchantIds: [] })
  return d.db.tx(async (t) => {
    const a = await d.business.lockReviewing(t, input.id)
    if (!a) throw decided()
    const shop = await createShopIn(t, {
      name: a.shop_name,
      category: a.category,
      district: a.district,
      address: a.address,
      phone: a.phone,
      registrationNo: a.registration_no
    })
    const username = ownerUsername(shop.id)
    const owner = await createStaffAccountIn(
      d,
      t,
      {
        username,
        name: a.contact_name,
        role: 'owner',
        password,
        merchantIds: [shop.id],
        passwordChangeDue: true
      },
      hash,
      { type: 'staff', id: c.session.account.id, name: by }
    )
    await d.business.decideIn(t, a.id, { status: 'approved', reason: null, by, merchantId: shop.id })
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'ops.merchant.approve',
      subjectType: 'merchant_application',
      subjectId: a.id,
      merchantId: shop.id,
      before: { status: 'reviewing' },
      after: { status: 'approved', merchantId: shop.id, owner: username }
    })
    return {
      id: a.id,
      status: 'approved' as const,
      merchantId: shop.id,
      owner: { staffId: owner.id, username, password }
    }
  })
}
