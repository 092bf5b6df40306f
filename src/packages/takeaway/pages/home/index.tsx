import { VerticalHome } from '@/components/merchant-list/vertical-home'

/** 外賣首頁: merchants of this vertical nearest first (richer sections arrive with the takeaway issue). */
export default function TakeawayHome() {
  return (
    <VerticalHome
      vertical="takeaway"
      title="外賣"
      slogan="美食送到家，最快30分鐘"
      listTitle="附近外賣"
      emptyText="附近暫無外賣商家"
    />
  )
}
