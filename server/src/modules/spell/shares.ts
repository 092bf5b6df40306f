export interface ShareInput {
  userId: number
  /** The member's goods amount (avos, ≥ 0). */
  goods: number
  isHost: boolean
  /** Join order (the host's is the smallest). */
  joinOrder: number
}

/**
 * Each member's part of the order total: exactly `total × goods / allGoods` (their goods plus their proportional
 * part of packaging, delivery fee and discounts), floored in avos; the avos left over go one each to the members
 * with the largest fractional remainders (ties: the host first, then join order). The shares sum exactly to
 * `total`, are never negative and each is within 1 avo of the exact proportion. With no goods at all, the host
 * carries the whole total (normally 0). BigInt keeps `total × goods` exact past 2^53.
 */
export function splitShares(total: number, members: readonly ShareInput[]): Map<number, number> {
  const out = new Map<number, number>()
  if (members.length === 0) return out
  const t = BigInt(Math.max(0, Math.trunc(total)))
  const all = members.reduce((s, m) => s + BigInt(Math.max(0, Math.trunc(m.goods))), 0n)
  if (all === 0n) {
    const host = members.find((m) => m.isHost) ?? members[0]
    for (const m of members) out.set(m.userId, m === host ? Number(t) : 0)
    return out
  }
  const parts = members.map((m) => {
    const exact = t * BigInt(Math.max(0, Math.trunc(m.goods)))
    return { m, floor: exact / all, rem: exact % all }
  })
  let left = t - parts.reduce((s, p) => s + p.floor, 0n)
  const order = [...parts].sort((a, b) => {
    if (a.rem !== b.rem) return a.rem > b.rem ? -1 : 1
    if (a.m.isHost !== b.m.isHost) return a.m.isHost ? -1 : 1
    return a.m.joinOrder - b.m.joinOrder
  })
  for (const p of order) {
    if (left <= 0n) break
    // Only members with a remainder get an extra avo: the count left equals the sum of remainders / all.
    if (p.rem === 0n) break
    p.floor += 1n
    left -= 1n
  }
  for (const p of parts) out.set(p.m.userId, Number(p.floor))
  return out
}
