import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/**
 * Support approves or rejects a document in review; a rejection's reason is what the customer reads on their
 * identity page. Decided once: a second decision answers IDENTITY_STATE and changes nothing.
 */
export async function decideIdentity(
  d: OpsDeps,
  c: OpsCaller,
  input: { userId: number; decision: 'approve' | 'reject'; reason?: string | undefined }
): Promise<{ userId: number; status: 'approved' | 'rejected' }> {
  if (input.decision === 'reject' && !input.reason) throw validation('請填寫不通過原因（客戶會看到）')
  const status = input.decision === 'approve' ? 'approved' : 'rejected'
  return d.db.tx(async (t) => {
    const cur = await t.one<{ status: string }>(
      'SELECT status FROM identities WHERE user_id = $1 FOR UPDATE',
      [input.userId]
    )
    if (!cur) throw notFound('找不到認證申請')
    const reason = input.decision === 'reject' ? input.reason : undefined
    if (!(await d.identity.reviewIn(t, input.userId, status, reason, c.session.account.username)))
      throw new AppError(ErrorCode.IDENTITY_STATE, '此認證申請已處理')
    await d.audit.write(t, {
      ...auditBy(c),
      action: `ops.identity.${input.decision}`,
      subjectType: 'user',
      subjectId: input.userId,
      before: { status: cur.status },
      after: { status, ...(reason ? { reason } : {}) }
    })
    return { userId: input.userId, status }
  })
}
