import { MerchantComments } from '../../components/merchant-comments'

/** 評價 (?mchId): the merchant's evaluations, newest first. */
export default function EvaluateList() {
  return <MerchantComments title="評價" />
}
