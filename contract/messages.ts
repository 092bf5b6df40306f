/** Messages (消息中心): platform notices for everyone and order messages of one user. */
export type MessageKind = 'notice' | 'order'

export interface Message {
  id: number
  kind: MessageKind
  title: string
  body: string
  orderId: number | null
  read: boolean
  /** Seconds. */
  createdAt: number
}

export interface UnreadCounts {
  notice: number
  order: number
  total: number
}
