import { VerticalHome } from '@/components/merchant-list/vertical-home'

/** 拼單首頁: merchants of this vertical nearest first (richer sections arrive with the spell issue). */
export default function SpellHome() {
  return (
    <VerticalHome
      vertical="spell"
      title="拼單"
      slogan="一齊叫外賣，平分運費"
      listTitle="可拼單商家"
      emptyText="附近暫無可拼單商家"
    />
  )
}
