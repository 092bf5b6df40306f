import { VerticalHome } from '@/components/merchant-list/vertical-home'

/** 百貨首頁: merchants of this vertical nearest first (richer sections arrive with the general issue). */
export default function GeneralHome() {
  return (
    <VerticalHome
      vertical="general"
      title="百貨"
      slogan="生果、酒水、百貨精選"
      listTitle="附近百貨"
      emptyText="附近暫無百貨商家"
    />
  )
}
