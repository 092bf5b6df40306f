import { BOARD_COLUMNS, type BoardColumn, type BoardOrder } from '@lotus/contract/board'

/** The board's orders by column, each column oldest first (the one waiting longest on top); done: newest first. */
export function byColumn(orders: readonly BoardOrder[]): Record<BoardColumn, BoardOrder[]> {
  const cols = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, [] as BoardOrder[]])) as Record<
    BoardColumn,
    BoardOrder[]
  >
  for (const o of orders) cols[o.column].push(o)
  for (const c of BOARD_COLUMNS) cols[c].sort((a, b) => a.paidAt - b.paidAt || a.id - b.id)
  cols.done.reverse()
  return cols
}

/** 「m:ss」 of a duration (never negative). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** Whole minutes since `at`. */
export const minutesSince = (at: number, now: number): number => Math.max(0, Math.floor((now - at) / 60_000))

/** Orders in `next` that are new (paid) and were not in `prev`: the ones to ring for. */
export function arrivals(prev: readonly BoardOrder[] | null, next: readonly BoardOrder[]): BoardOrder[] {
  if (prev === null) return []
  const seen = new Set(prev.map((o) => o.id))
  return next.filter((o) => o.column === 'new' && !seen.has(o.id))
}

/** The refund requests the board shows: pending ones only, the longest waiting first. */
export function pendingRefunds<R extends { id: number; status: string; createdAt: number }>(
  rows: readonly R[]
): R[] {
  return rows.filter((r) => r.status === 'pending').sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
}

/** Refund requests in `next` not in `prev`: the ones to ring for (never on the first load). */
export function newRefunds<R extends { id: number }>(prev: readonly R[] | null, next: readonly R[]): R[] {
  if (prev === null) return []
  const seen = new Set(prev.map((r) => r.id))
  return next.filter((r) => !seen.has(r.id))
}
