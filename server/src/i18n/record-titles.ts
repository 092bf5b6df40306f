import type { Locale } from '@lotus/contract/locale'
import type { ContentNames } from './content-names.js'
import { MEMBER_PLANS, type MemberPlan } from '@lotus/contract/member'
import {
  isRecordTitleKey,
  MEMBER_PLAN_WORDS,
  RECORD_TITLE_WORDS,
  wordIn,
  type PhraseValues,
  type RecordTitleKey
} from '@lotus/contract/server-words'

/** Each record title as the server has always written it (Chinese); `{name}` marks a value. */
const RECORD_TITLE_ZH: Readonly<Record<RecordTitleKey, string>> = {
  orderPay: '{merchant} 訂單支付',
  orderRefund: '訂單退款 {orderNo}',
  tipRider: '打賞騎手 {name}',
  tipRiderUnnamed: '打賞騎手',
  membership: '神會員{plan}',
  shopCardBuy: '{merchant} 儲值卡',
  shopCardTier: '儲值 MOP {pay} 得 MOP {credit}',
  rechargeCard: '銀行卡充值（尾號 {last4}）',
  recharge: '錢包充值',
  deletionWallet: '帳戶註銷，餘額清零',
  deletionShopCard: '帳戶註銷，儲值卡清零'
}

const isPlan = (v: unknown): v is MemberPlan => typeof v === 'string' && Object.hasOwn(MEMBER_PLANS, v)

/** A membership's plan code, as its name in language `i` (Chinese: -1). */
function planIn(values: PhraseValues, i: -1 | 0 | 1): PhraseValues {
  if (!isPlan(values.plan)) return values
  const plan = i === -1 ? MEMBER_PLANS[values.plan].title : MEMBER_PLAN_WORDS[values.plan][i]
  return { ...values, plan }
}

/**
 * A ledger row's title fields to store: the Chinese text (as it was always written), the phrase's key and values.
 * Spread into moveMoney / moveShopCard.
 */
export function recordTitle(
  key: RecordTitleKey,
  values: PhraseValues = {}
): { title: string; titleKey: RecordTitleKey; titleValues: PhraseValues } {
  const filled = planIn(values, -1)
  const title = RECORD_TITLE_ZH[key].replace(/\{(\w+)\}/g, (m, k: string) =>
    k in filled ? String(filled[k]) : m
  )
  return { title, titleKey: key, titleValues: values }
}

/**
 * A stored record's title in `locale`: Chinese as written; English and Portuguese from its key (a row stored
 * before keys existed keeps its text). `name` words a shop's name (content names).
 */
export function recordTitleIn(
  r: { title: string; title_key?: string | null; title_values?: PhraseValues | null },
  locale: Locale,
  name: (zh: string) => string = (zh) => zh
): string {
  if (locale === 'zh-Hant-MO' || !isRecordTitleKey(r.title_key)) return r.title
  const values: Record<string, string | number> = { ...planIn(r.title_values ?? {}, locale === 'en' ? 0 : 1) }
  if (typeof values.merchant === 'string') values.merchant = name(values.merchant)
  return wordIn(RECORD_TITLE_WORDS[r.title_key], locale, values)
}

/** A shop's name in `locale` (a record names it as it was called then, in Chinese); none for Chinese. */
export async function shopNamesIn(
  names: ContentNames | undefined,
  locale: Locale
): Promise<((zh: string) => string) | undefined> {
  if (locale === 'zh-Hant-MO' || !names) return undefined
  const map = await names.translations()
  const i = locale === 'en' ? 0 : 1
  return (zh) => map.get(zh)?.[i] || zh
}
