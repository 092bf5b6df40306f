/**
 * The customer's live order news (issue 36): every move of one of their orders is published, after its commit, to
 * their own topic. It carries the order's id and new status only (no personal data); the order page refetches the
 * order through its query on a message. Only the user themself may subscribe (server/src/mqtt/acl.ts).
 */
export const userOrdersTopic = (userId: number): string => `user/${userId}/orders`

const USER_TOPIC = /^user\/([1-9]\d{0,9})\/orders$/

/** The user id of a customer's order topic, or null for anything else. */
export function userIdOfOrdersTopic(topic: string): number | null {
  const m = USER_TOPIC.exec(topic)
  if (!m?.[1]) return null
  const id = Number(m[1])
  return id <= 2_147_483_647 ? id : null
}

/** One message on `user/<id>/orders`. */
export interface OrderNews {
  id: number
  status: string
  /** The status in the user's language when it is English or Portuguese (issue 39); absent for Chinese. */
  statusText?: string
}

/** A message's news, or null when it is not one (ignored). */
export function decodeOrderNews(text: string): OrderNews | null {
  try {
    const m = JSON.parse(text) as Partial<OrderNews>
    return typeof m?.id === 'number' && typeof m.status === 'string' ? { id: m.id, status: m.status } : null
  } catch {
    return null
  }
}

/** How often an open order page still asks while the socket is up (the fallback should a message be lost). */
export const LIVE_POLL_MS = 20_000
