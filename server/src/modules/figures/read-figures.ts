import {
  buildFigures,
  dayRange,
  periodDays,
  PERIOD_DAYS,
  type FigurePeriod,
  type Figures
} from '@lotus/contract/figures'
import { macauDay } from '@lotus/contract/macau-time'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { linesIn, refundsIn, salesIn } from './load.js'

/** Today, 7 or 30 Macau days up to today: the rows read here, every sum made by the contract's rules. */
export async function readFigures(
  deps: { db: Db; clock: Clock },
  merchantId: number,
  period: FigurePeriod
): Promise<Figures> {
  const today = macauDay(deps.clock.now())
  const days = periodDays(today, PERIOD_DAYS[period])
  const { start, end } = dayRange(days[0]!, today)
  const [sales, refunds, lines] = await Promise.all([
    salesIn(deps.db, merchantId, start, end),
    refundsIn(deps.db, merchantId, start, end),
    linesIn(deps.db, merchantId, start, end)
  ])
  return buildFigures({ period, today, sales, refunds, lines })
}
