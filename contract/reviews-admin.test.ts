import { describe, expect, it } from 'vitest'
import { StatementQuery } from './schemas/figures'
import { ReviewReplyBody, ReviewsQuery } from './schemas/reviews-admin'
import { can, canOpenPage, type StaffActor } from './staff'

const actor = (role: StaffActor['role'], merchantIds = [7]): StaffActor => ({
  id: 1,
  role,
  merchantIds,
  stage: 'done'
})

describe('who may do what with reviews and figures', () => {
  it('owners reply and read figures; staff read and report; operators moderate; other shops nothing', () => {
    const [owner, staff] = [actor('owner'), actor('staff')]
    // operators moderate as support or content (a super admin holds both); finance does not
    const op: StaffActor = { ...actor('operator', []), opsRoles: ['support'] }
    const content: StaffActor = { ...actor('operator', []), opsRoles: ['content'] }
    const finance: StaffActor = { ...actor('operator', []), opsRoles: ['finance'] }
    const shop = { merchantId: 7 }
    expect(
      ['reviews.read', 'reviews.reply', 'reviews.report', 'figures.read'].map((a) =>
        can(owner, a as never, shop)
      )
    ).toEqual([true, true, true, true])
    expect(
      ['reviews.read', 'reviews.reply', 'reviews.report', 'figures.read'].map((a) =>
        can(staff, a as never, shop)
      )
    ).toEqual([true, false, true, false])
    expect(can(owner, 'reviews.read', { merchantId: 8 })).toBe(false)
    expect(can(owner, 'reviews.moderate')).toBe(false)
    expect(can(op, 'reviews.moderate')).toBe(true)
    expect(can(content, 'reviews.moderate')).toBe(true)
    expect(can(finance, 'reviews.moderate')).toBe(false)
    expect(can(op, 'reviews.read', shop)).toBe(false)
    expect(canOpenPage(staff, 'figures', 7)).toBe(false)
    expect(canOpenPage(op, 'review-reports')).toBe(true)
  })
})

describe('request schemas', () => {
  const reply = { merchantId: 7, kind: 'takeaway', id: 1, version: 1, content: '多謝！' }
  it('a reply: printable text up to 300 characters, line breaks allowed', () => {
    expect(ReviewReplyBody.safeParse({ ...reply, content: '多謝\n再來' }).success).toBe(true)
    for (const content of ['', '  ', 'a\u0000', '\uDC00', 'x'.repeat(301), 'a\tb'])
      expect(ReviewReplyBody.safeParse({ ...reply, content }).success).toBe(false)
  })

  it('dates are real Macau days, in order; a statement spans at most 92 days', () => {
    const q = { merchantId: '7' }
    expect(ReviewsQuery.safeParse({ ...q, from: '2026-02-28', to: '2026-03-01' }).success).toBe(true)
    expect(ReviewsQuery.safeParse({ ...q, from: '2026-02-29' }).success).toBe(false)
    expect(ReviewsQuery.safeParse({ ...q, from: '2026-03-02', to: '2026-03-01' }).success).toBe(false)
    expect(StatementQuery.safeParse({ ...q, from: '2026-01-01', to: '2026-04-02' }).success).toBe(true)
    expect(StatementQuery.safeParse({ ...q, from: '2026-01-01', to: '2026-04-03' }).success).toBe(false)
  })
})
