import { z } from 'zod/v4'
import { FIGURE_PERIODS, MAX_STATEMENT_DAYS, dayRange } from '../figures'
import { idString } from './fields'
import { day } from './reviews-admin'

/** Request schemas of /api/staff/figures* (issue 37 point 5). */

export const FiguresQuery = z.strictObject({
  merchantId: idString,
  period: z.enum(FIGURE_PERIODS).default('today')
})

export const StatementQuery = z
  .strictObject({ merchantId: idString, from: day, to: day })
  .refine((q) => q.from <= q.to, '開始日期不可晚於結束日期')
  .refine((q) => {
    const { start, end } = dayRange(q.from, q.to)
    return (end - start) / 86_400_000 <= MAX_STATEMENT_DAYS
  }, `結算期不可超過 ${MAX_STATEMENT_DAYS} 日`)
