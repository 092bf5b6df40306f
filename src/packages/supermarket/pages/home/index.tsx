import { VerticalHome } from '@/components/merchant-list/vertical-home'

/** 超市首頁: merchants of this vertical nearest first (richer sections arrive with the supermarket issue). */
export default function SupermarketHome() {
  return (
    <VerticalHome
      vertical="supermarket"
      title="超市"
      slogan="生鮮日用，2小時送到家"
      listTitle="附近超市"
      emptyText="附近暫無超市"
    />
  )
}
