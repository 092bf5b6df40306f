import type { DashboardDays } from '@lotus/contract/dashboard'
import type { FigurePeriod } from '@lotus/contract/figures'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { readDashboard } from './read-dashboard.js'
import { readFigures } from './read-figures.js'
import { readStatement } from './read-statement.js'

/**
 * A shop's figures and settlement statement (issue 37 point 5): read-only. The rows come from orders and refunds
 * as the order module wrote them; what counts where (paid day, refund's approval day, commission) is the
 * contract's (`contract/figures.ts`).
 */
export function createFiguresService(deps: { db: Db; clock: Clock }) {
  return {
    figures: (merchantId: number, period: FigurePeriod) => readFigures(deps, merchantId, period),
    statement: (q: { merchantId: number; from: string; to: string }) => readStatement(deps.db, q),
    /** Every shop's, for operators (issue 38 point 6). */
    dashboard: (days: DashboardDays) => readDashboard(deps, days)
  }
}

export type FiguresService = ReturnType<typeof createFiguresService>
