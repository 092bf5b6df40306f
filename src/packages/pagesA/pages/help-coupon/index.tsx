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
import { useWords } from '../../words'
import '@/styles/account.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** The public h5 address friends open. */
export const helpLink = (code: string): string =>
  `${h5Origin()}${withQuery('/pagesA/help-coupon/help-coupon', { code })}`

function Progress({ v }: { v: HelpCouponView }) {
  const t = useWords()
  return (
    <View className="acct__hero">
      <Text className="acct__hero-sub">
        {v.isOwner ? t('help.mine') : t('help.invitedBy', { name: v.owner })}
      </Text>
      <Text className="acct__hero-title">{v.couponName}</Text>
      <Text className="acct__hero-sub" data-testid="help-progress">
        {t('help.progress', { helped: v.helped, need: v.need })}
      </Text>
      <View
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={v.need}
        aria-valuenow={v.helped}
        aria-label={t('help.progressLabel')}
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
      {v.status === 'helping' && (
        <Text className="acct__hero-sub">{t('help.until', { date: formatDate(v.expiresAt, 2) })}</Text>
      )}
    </View>
  )
}

/** The owner: open a share, copy its link, see the progress and the unlocked coupon. */
function Owner() {
  const t = useWords()
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
    void Taro.showToast({ title: t('help.copied'), icon: 'none' })
  }
  const open = v?.status === 'helping'
  return (
    <StateView
      state={loadStateOf(mine)}
      rows={2}
      errorText={t('help.failed')}
      onRetry={() => void mine.refetch()}
    >
      {v && <Progress v={v} />}
      <Text className="acct__text">
        {t('help.rules', {
          need: HELP_COUPON.need,
          coupon: HELP_COUPON.coupon.name,
          hours: HELP_COUPON.hours
        })}
      </Text>
      {v?.status === 'unlocked' && (
        <View className="acct__section">
          <View
            className="acct__row"
            role="link"
            onClick={() => go(withQuery(MONEY_PAGES.redEnvelope, { type: 'coupon' }))}
          >
            <Text>{t('help.unlocked')}</Text>
            <Text className="acct__extra lotus-chevron">{t('help.look')}</Text>
          </View>
        </View>
      )}
      {open && v ? (
        <View role="button" className="acct__btn" onClick={() => void copy(v.code)}>
          {t('help.copy')}
        </View>
      ) : (
        <View
          role="button"
          className={`acct__btn ${busy ? 'acct__btn--off' : ''}`}
          aria-disabled={busy}
          onClick={() => void start()}
        >
          {t(v ? 'help.again' : 'help.start')}
        </View>
      )}
    </StateView>
  )
}

/** A friend who opened the link: help once. */
function Friend({ code }: { code: string }) {
  const t = useWords()
  const q = useHelpCoupon(code)
  const helping = useMutation(helpShare)
  const busy = helping.busy
  const v = q.data ?? null
  const help = async () => {
    if (busy) return
    try {
      if ((await helping.run(code)) === SKIPPED) return
      void Taro.showToast({ title: t('help.done'), icon: 'success' })
    } catch {
      void q.refetch()
    }
  }
  if (v?.isOwner) return <Owner />
  return (
    <StateView state={loadStateOf(q)} rows={2} errorText={t('help.failed')} onRetry={() => void q.refetch()}>
      {v && (
        <>
          <Progress v={v} />
          {v.helpedByMe ? (
            <Text className="acct__text">{t('help.thanks')}</Text>
          ) : v.status === 'helping' ? (
            <View
              role="button"
              className={`acct__btn ${busy ? 'acct__btn--off' : ''}`}
              aria-disabled={busy}
              onClick={() => void help()}
            >
              {t('help.help')}
            </View>
          ) : (
            <Text className="acct__text">
              {t(v.status === 'unlocked' ? 'help.friendUnlocked' : 'help.ended')}
            </Text>
          )}
          <View
            role="button"
            className="acct__btn acct__btn--ghost"
            onClick={() => go(MONEY_PAGES.helpCoupon)}
          >
            {t('help.me')}
          </View>
        </>
      )}
    </StateView>
  )
}

/** Help coupon (?code: a friend's share; without it, mine). */
export default function HelpCoupon() {
  const t = useWords()
  const code = usePageParams().code ?? ''
  return (
    <View className="acct">
      <NavBar title={t('help.title')} />
      {code ? <Friend code={code} /> : <Owner />}
    </View>
  )
}
