import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { helpShare, openHelpCoupon, useHelpCoupon, useMyHelpCoupon } from '@/queries/account-money'
import type { HelpCouponView } from '@/services/account-money'
import { MONEY_PAGES } from '@/services/money-pages'
import { go, withQuery } from '@/services/nav'
import { HELP_COUPON } from '@lotus/contract/account-money'
import { formatDate } from '@/utils/time'
import { h5Origin } from '../../hooks/h5-origin'
import '@/styles/account.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** The public h5 address friends open. */
export const helpLink = (code: string): string =>
  `${h5Origin()}${withQuery('/pagesA/help-coupon/help-coupon', { code })}`

function Progress({ v }: { v: HelpCouponView }) {
  return (
    <View className="acct__hero">
      <Text className="acct__hero-sub">{v.isOwner ? '我的助力券' : `${v.owner} 邀請你助力`}</Text>
      <Text className="acct__hero-title">{v.couponName}</Text>
      <Text className="acct__hero-sub" data-testid="help-progress">
        已有 {v.helped}/{v.need} 位好友助力
      </Text>
      <View
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={v.need}
        aria-valuenow={v.helped}
        aria-label="助力進度"
        style={{ height: '6px', marginTop: '8px', borderRadius: '3px', background: 'rgba(255,255,255,.35)' }}
      >
        <View
          style={{
            width: `${Math.min(100, (v.helped / v.need) * 100)}%`,
            height: '6px',
            borderRadius: '3px',
            background: '#fff'
          }}
        />
      </View>
      {v.status === 'helping' && <Text className="acct__hero-sub">{formatDate(v.expiresAt, 2)} 前有效</Text>}
    </View>
  )
}

/** The owner: open a share, copy its link, see the progress and the unlocked coupon. */
function Owner() {
  const mine = useMyHelpCoupon()
  const opening = useMutation(openHelpCoupon)
  const busy = opening.busy
  const v = mine.data ?? null
  const start = async () => {
    if (busy) return
    try {
      await opening.run()
    } catch {
      // toasted
    }
  }
  const copy = async (code: string) => {
    await Taro.setClipboardData({ data: helpLink(code) })
    void Taro.showToast({ title: '連結已複製，發給好友助力吧', icon: 'none' })
  }
  const open = v?.status === 'helping'
  return (
    <StateView
      state={loadStateOf(mine)}
      rows={2}
      errorText="助力活動載入失敗"
      onRetry={() => void mine.refetch()}
    >
      {v && <Progress v={v} />}
      <Text className="acct__text">
        邀請 {HELP_COUPON.need} 位好友點擊你的連結助力，即可解鎖「{HELP_COUPON.coupon.name}」，
        {HELP_COUPON.hours} 小時內有效；每位好友只可為同一張券助力一次。
      </Text>
      {v?.status === 'unlocked' && (
        <View className="acct__section">
          <View
            className="acct__row"
            role="link"
            onClick={() => go(withQuery(MONEY_PAGES.redEnvelope, { type: 'coupon' }))}
          >
            <Text>優惠券已解鎖，已放入我的卡券</Text>
            <Text className="acct__extra lotus-chevron">去看看</Text>
          </View>
        </View>
      )}
      {open && v ? (
        <View role="button" className="acct__btn" onClick={() => void copy(v.code)}>
          複製連結邀請好友
        </View>
      ) : (
        <View
          role="button"
          className={`acct__btn ${busy ? 'acct__btn--off' : ''}`}
          aria-disabled={busy}
          onClick={() => void start()}
        >
          {v ? '再發起一次助力' : '發起助力'}
        </View>
      )}
    </StateView>
  )
}

/** A friend who opened the link: help once. */
function Friend({ code }: { code: string }) {
  const q = useHelpCoupon(code)
  const helping = useMutation(helpShare)
  const busy = helping.busy
  const v = q.data ?? null
  const help = async () => {
    if (busy) return
    try {
      if ((await helping.run(code)) === SKIPPED) return
      void Taro.showToast({ title: '助力成功', icon: 'success' })
    } catch {
      void q.refetch()
    }
  }
  if (v?.isOwner) return <Owner />
  return (
    <StateView state={loadStateOf(q)} rows={2} errorText="助力活動載入失敗" onRetry={() => void q.refetch()}>
      {v && (
        <>
          <Progress v={v} />
          {v.helpedByMe ? (
            <Text className="acct__text">你已為好友助力，謝謝！</Text>
          ) : v.status === 'helping' ? (
            <View
              role="button"
              className={`acct__btn ${busy ? 'acct__btn--off' : ''}`}
              aria-disabled={busy}
              onClick={() => void help()}
            >
              為好友助力
            </View>
          ) : (
            <Text className="acct__text">
              {v.status === 'unlocked' ? '好友的優惠券已解鎖' : '助力活動已結束'}
            </Text>
          )}
          <View
            role="button"
            className="acct__btn acct__btn--ghost"
            onClick={() => go(MONEY_PAGES.helpCoupon)}
          >
            我也要領券
          </View>
        </>
      )}
    </StateView>
  )
}

/** Help coupon (?code: a friend's share; without it, mine). */
export default function HelpCoupon() {
  const code = usePageParams().code ?? ''
  return (
    <View className="acct">
      <NavBar title="好友助力領券" />
      {code ? <Friend code={code} /> : <Owner />}
    </View>
  )
}
