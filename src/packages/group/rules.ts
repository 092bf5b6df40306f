import { refundFlags, type GroupOrderDetail, type UsageRules } from '@lotus/contract/group'
import { formatDate, macauDateKey, nowSeconds } from '@/utils/time'
import { type groupWords, type GroupWord } from './words'

/**
 * The contract's rules (usage lines, refund promise, statuses) in the reader's language: the same flags the
 * contract reads, worded from ./words.ts (the contract's Chinese is the server's and the console's).
 */
type Say = typeof groupWords.word

/** The refund promise of a deal as one line (refundText's). */
export function refundWords(r: Partial<Pick<UsageRules, 'anytimeRefund' | 'expiryRefund'>>, w: Say): string {
  const f = refundFlags(r)
  if (f.anytime && f.expiry) return w('refund.both')
  if (f.anytime) return w('refund.anytime')
  if (f.expiry) return w('refund.expiry')
  return w('refund.none')
}

/** The rules as the lines the combo page and the order show (usageLines'). */
export function usageWords(r: UsageRules, w: Say): string[] {
  const days =
    r.weekdays.length === 0 || r.weekdays.length === 7
      ? w('usage.everyDay')
      : w('usage.onlyDays', {
          days: [...r.weekdays]
            .sort()
            .map((d) => w(`wd.${d}` as GroupWord))
            .join(w('usage.daySep'))
        })
  return [
    w('usage.valid', { from: r.validFrom, to: r.validTo }),
    days,
    r.holidays ? w('usage.holidays') : w('usage.noHolidays'),
    r.booking ? w('usage.booking') : w('usage.noBooking'),
    r.perPersonLimit > 0 ? w('usage.limit', { n: r.perPersonLimit }) : w('usage.noLimit'),
    refundWords(r, w)
  ]
}

/** The no-show rule of a table (noShowRule's): a deposit is kept only when there was one. */
export const noShowWords = (deposit: number, w: Say): string =>
  deposit > 0 ? w('rule.noShow') : w('rule.noShowFree')

const STATUS: Readonly<Record<string, GroupWord>> = {
  unpaid: 'status.unpaid',
  completed: 'status.completed',
  cancelled: 'status.cancelled',
  refunded: 'status.refunded'
}

/** An order's status in words (the server's text for a status these words don't know). */
export function statusWords(
  o: Pick<GroupOrderDetail, 'status' | 'statusText' | 'fulfilment'>,
  w: Say
): string {
  if (o.status === 'paid') return w(`status.paid.${o.fulfilment}`)
  const key = STATUS[o.status]
  return key ? w(key) : o.statusText
}

/**
 * A day tab's two lines (YYYY-MM-DD, a Macau day): 今天 / 明天 / 後天 or the weekday, over the date.
 */
export function dayTab(day: string, w: Say, nowSec: number = nowSeconds()): { word: string; date: string } {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
  const diff = Math.round(
    (Date.UTC(y, m - 1, d) - Date.parse(`${macauDateKey(nowSec)}T00:00:00Z`)) / 86_400_000
  )
  // noon in Macau (UTC+8) of that day, for the weekday
  const noon = Date.UTC(y, m - 1, d, 4) / 1000
  const word = diff >= 0 && diff <= 2 ? w(`day.${diff}` as GroupWord) : formatDate(noon, 12)
  return { word, date: w('day.date', { m, d }) }
}
