/**
 * A cinema hall's seat plan (issue 37 point 3): a grid of rows (row 1 nearest the screen) whose cells are a seat of
 * some class or an aisle or gap (null), and the hall's seat classes with the price a new session starts from. A
 * session (showtime) is sold on its hall's current plan at its own price per class. Seats are addressed by their
 * grid position (row, col; both 1-based), so an aisle keeps the numbers of the seats around it.
 */

export interface SeatClass {
  /** a short id the cells name (a–z, 0–9) */
  key: string
  name: string
  /** avos */
  price: number
}

export interface SeatPlan {
  classes: SeatClass[]
  /** rows × cols cells: a seat class's key, or null for an aisle or gap */
  rows: Array<Array<string | null>>
}

export const MAX_PLAN_ROWS = 30
export const MAX_PLAN_COLS = 40
export const MAX_SEAT_CLASSES = 6
export const SEAT_CLASS_KEY_RE = /^[a-z][a-z0-9]{0,11}$/

/** The class of the seat at (row, col), or null when there is no seat there. */
export function seatClassAt(plan: SeatPlan, row: number, col: number): SeatClass | null {
  const key = plan.rows[row - 1]?.[col - 1]
  if (key === undefined || key === null) return null
  return plan.classes.find((c) => c.key === key) ?? null
}

export const planCols = (plan: SeatPlan): number => plan.rows[0]?.length ?? 0

export const seatCount = (plan: SeatPlan): number =>
  plan.rows.reduce((n, r) => n + r.filter((k) => k !== null).length, 0)

/** What is wrong with a plan, in the words the console shows, or null. */
export function planProblem(plan: SeatPlan): string | null {
  const keys = plan.classes.map((c) => c.key)
  if (new Set(keys).size !== keys.length) return '座位類別不可重複'
  const cols = planCols(plan)
  if (plan.rows.some((r) => r.length !== cols)) return '每排的格數須相同'
  const used = new Set(plan.rows.flat().filter((k): k is string => k !== null))
  for (const k of used) if (!keys.includes(k)) return `座位類別 ${k} 不存在`
  if (used.size === 0) return '座位圖至少要有一個座位'
  return null
}

/** Seats among these that the plan no longer has (a sold seat must keep its place). */
export function seatsMissingFrom(
  plan: SeatPlan,
  seats: ReadonlyArray<{ row: number; col: number }>
): Array<{ row: number; col: number }> {
  return seats.filter((s) => seatClassAt(plan, s.row, s.col) === null)
}

/** Refusal of a plan edit that would drop seats sold (or held) for a coming session. */
export function soldSeatsDroppedMsg(seats: ReadonlyArray<{ row: number; col: number }>): string {
  const shown = seats
    .slice(0, 3)
    .map((s) => `${s.row}排${s.col}座`)
    .join('、')
  return `${shown}${seats.length > 3 ? ` 等 ${seats.length} 個座位` : ''}已售出於未開場的場次，座位圖不可移除這些座位`
}

/** A session's classes: the hall's, each at the session's price where it set one. */
export function sessionClasses(plan: SeatPlan, prices: Readonly<Record<string, number>>): SeatClass[] {
  return plan.classes.map((c) => ({ ...c, price: prices[c.key] ?? c.price }))
}

/** The cheapest seat class in use on the plan (a session's "from" price). */
export function fromPrice(plan: SeatPlan, classes: readonly SeatClass[]): number {
  const used = new Set(plan.rows.flat())
  const prices = classes.filter((c) => used.has(c.key)).map((c) => c.price)
  return prices.length ? Math.min(...prices) : 0
}

/** The plan of a session stored before halls had plans: a rectangle whose listed rows are VIP. */
export function rectanglePlan(
  rows: number,
  cols: number,
  vipRows: readonly number[],
  price: number,
  vipPrice: number
): SeatPlan {
  return {
    classes: [
      { key: 'standard', name: '普通座', price },
      { key: 'vip', name: 'VIP 座', price: vipPrice }
    ],
    rows: Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, () => (vipRows.includes(r + 1) ? 'vip' : 'standard'))
    )
  }
}

export const STALE_HALL_MSG = '此影廳已被其他人修改，請重新載入'
export const STALE_SESSION_MSG = '此場次已被其他人修改，請重新載入'
