import type { FeedbackStatus } from '@lotus/contract/feedback'
import { auditBy, type OpsCaller, type OpsDeps } from './shared.js'

/** Support moves a feedback on (processing, a reply the customer reads, closed), audited with the move. */
export async function moveFeedback(
  d: OpsDeps,
  c: OpsCaller,
  input: {
    id: number
    version: number
    status: Exclude<FeedbackStatus, 'received'>
    reply?: string | undefined
  }
): Promise<{ id: number; status: FeedbackStatus; version: number }> {
  return d.db.tx(async (t) => {
    const moved = await d.feedback.moveIn(t, input)
    await d.audit.write(t, {
      ...auditBy(c),
      action: `ops.feedback.${input.status === 'replied' ? 'reply' : input.status === 'closed' ? 'close' : 'process'}`,
      subjectType: 'feedback',
      subjectId: input.id,
      before: { status: moved.before },
      after: { status: moved.after, ...(input.reply ? { reply: input.reply } : {}) }
    })
    return { id: input.id, status: moved.after, version: moved.version }
  })
}
