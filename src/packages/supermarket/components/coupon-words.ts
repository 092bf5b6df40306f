import type { CouponScope } from '@lotus/contract/coupon-scope'
import { marketWords } from '../words'

/** 限「名」貨架 / 限「名」: what a coupon is kept to (the contract's couponScopeText, in the reader's words). */
export const scopeText = (scope: CouponScope): string =>
  marketWords.word(scope.kind === 'aisle' ? 'scope.aisle' : 'scope.goods', { name: scope.name })
