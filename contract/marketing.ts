/** Points-mall gifts and god-member plans as marketing edits them in the console (issue 38 point 4). */

export interface GiftAdmin {
  id: number
  name: string
  description: string
  points: number
  /** What is left to exchange (exchanges already made took theirs). */
  stock: number
  exchanged: number
  onSale: boolean
  /** The photo (an upload), or the drawn artwork. */
  image: string
  photo: boolean
}

export interface PlanPriceAdmin {
  plan: 'month' | 'quarter' | 'year'
  title: string
  days: number
  price: number
  originalPrice: number
}
