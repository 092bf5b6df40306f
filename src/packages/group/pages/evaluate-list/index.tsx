import { MerchantComments } from '../../components/merchant-comments'
import { groupWords } from '../../words'

/** 評價 (?mchId): the merchant's evaluations, newest first. */
export default function EvaluateList() {
  const w = groupWords.useWords()
  return <MerchantComments title={w('eval.list')} />
}
