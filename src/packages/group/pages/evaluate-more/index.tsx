import { MerchantComments } from '../../components/merchant-comments'

/** 更多評價 (?mchId): every evaluation of the merchant (its combos included). */
export default function EvaluateMore() {
  return <MerchantComments title="更多評價" />
}
