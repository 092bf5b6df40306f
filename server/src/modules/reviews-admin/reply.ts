import type { ReviewKind } from '@lotus/contract/reviews-admin'
import { auditActor, lockReview, staleReply, TABLE, type Actor, type ReviewsDeps } from './shared.js'

/**
 * The shop's one reply to a review, written or edited (the version read names which reply it replaces: a second
 * editor's save is refused with STALE_VERSION and nothing changes). Customers see it at once.
 */
export async function replyToReview(
  deps: ReviewsDeps,
  who: Actor,
  input: { merchantId: number; kind: ReviewKind; id: number; version: number; content: string }
): Promise<{ id: number; version: number; reply: { content: string; at: number } }> {
  const now = deps.clock.now()
  const out = await deps.db.tx(async (t) => {
    const row = await lockReview(t, input.kind, input.id, input.merchantId)
    if (row.version !== input.version) throw staleReply()
    const after = await t.one<{ version: number }>(
      `UPDATE ${TABLE[input.kind]} SET reply = $2, reply_at = $3, reply_by = $4, version = version + 1
       WHERE id = $1 RETURNING version`,
      [row.id, input.content, now, who.staffId]
    )
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: row.reply === null ? 'reviews.reply' : 'reviews.reply.edit',
      subjectType: TABLE[input.kind],
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { reply: row.reply, version: row.version },
      after: { reply: input.content, version: after!.version }
    })
    return {
      id: row.id,
      version: after!.version,
      reply: { content: input.content, at: Math.floor(now / 1000) }
    }
  })
  deps.changed(input.merchantId)
  return out
}
