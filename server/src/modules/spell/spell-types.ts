import type { SpellState } from '@lotus/contract/order-spell'

export type SpellStatus = SpellState

export interface SpellRow {
  id: number
  share_code: string
  host_id: number
  merchant_id: number
  status: SpellStatus
  lat: number
  lng: number
  seq: number
  order_id: number | null
  client_key: string | null
  created_at: number
  updated_at: number
}
