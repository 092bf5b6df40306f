import { MerchantComments } from '../../components/merchant-comments'
import { groupWords } from '../../words'

/** 更多評價 (?mchId): every evaluation of the merchant (its combos included). */
export default function EvaluateMore() {
  const w = groupWords.useWords()
  return <MerchantComments title={w('eval.more')} />
}
