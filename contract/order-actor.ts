/**
 * Who moved an order: every `order_events` row records one (the staff console shows it, the
 * policy asks about it). `id` is the actor's own id in its table (user, merchant, rider, operator);
 * a system job names itself in `name` (e.g. 'order.expireUnpaid').
 */
export const ACTOR_TYPES = ['customer', 'merchant', 'rider', 'operator', 'system'] as const
export type ActorType = (typeof ACTOR_TYPES)[number]

export interface OrderActor {
  type: ActorType
  id?: number | string | undefined
  name?: string | undefined
}

export const isActorType = (v: unknown): v is ActorType => (ACTOR_TYPES as readonly unknown[]).includes(v)

export const ACTOR_TEXT: Readonly<Record<ActorType, string>> = {
  customer: '顧客',
  merchant: '商家',
  rider: '騎手',
  operator: '客服',
  system: '系統'
}
