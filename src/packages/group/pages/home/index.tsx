import { VerticalHome } from '@/components/merchant-list/vertical-home'

/** 團購首頁: merchants of this vertical nearest first (richer sections arrive with the group issue). */
export default function GroupHome() {
  return (
    <VerticalHome
      vertical="group"
      title="團購"
      slogan="吃喝玩樂，團購更抵"
      listTitle="附近團購"
      emptyText="附近暫無團購商家"
    />
  )
}
