import { Image, Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { MerchantCard } from '@/components/merchant-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { VerticalBanner } from '@/components/banner/vertical-banner'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { formatDate } from '@/utils/time'
import { SP } from '../../hooks/paths'
import { spellStatusText } from '../../hooks/spell-view'
import { useSpellHome } from '../../hooks/use-spell-home'
import { useWords } from '../../words'
import './index.scss'

/** The spells' home: my spells (open first), then merchants that take group orders, each with its start button. */
export default function SpellHome() {
  const t = useWords()
  const h = useSpellHome()
  return (
    <View className="spell-home">
      <NavBar title={t('title')} />
      <View className="spell-home__hero">
        <Text className="spell-home__slogan">{t('home.slogan')}</Text>
        <Text className="spell-home__how">{t('home.how')}</Text>
      </View>
      <VerticalBanner vertical="spell" />
      {!h.loggedIn ? (
        <View className="spell-home__login">
          <Text className="spell-home__login-text">{t('home.loginText')}</Text>
          <View className="spell-home__btn" onClick={() => openLoginFrom(SP.home)}>
            {t('login')}
          </View>
        </View>
      ) : (
        <>
          <View className="spell-home__section">
            <View className="spell-home__title">{t('home.mine')}</View>
            <StateView
              state={h.spellState}
              rows={2}
              emptyText={t('home.noSpells')}
              errorText={t('loadFailed')}
              onRetry={h.reload}
            >
              {h.spells.map((s) => (
                <View key={s.tid} className="spell-home__spell" data-tid={s.tid} onClick={() => h.open(s)}>
                  <Image className="spell-home__logo" src={assetUrl(s.logo, 200)} mode="aspectFill" />
                  <View className="spell-home__spell-body">
                    <Text className="spell-home__spell-name">{s.merchantName}</Text>
                    <Text className="spell-home__spell-meta">
                      {t(s.isHost ? 'home.hosted' : 'home.joined')} ·{' '}
                      {t('home.members', { n: s.memberCount })} · {formatDate(s.createdAt, 2)}
                    </Text>
                  </View>
                  <Text className={`spell-home__status spell-home__status--${s.status}`}>
                    {spellStatusText(s.status)}
                  </Text>
                </View>
              ))}
            </StateView>
          </View>
          <View className="spell-home__section spell-home__section--mch">
            <View className="spell-home__title">
              <Text>{t('home.merchants')}</Text>
              <Text className="spell-home__sort">{t('home.byDistance')}</Text>
            </View>
            <StateView
              state={h.mchState}
              rows={4}
              emptyText={t('home.noMerchants')}
              errorText={t('home.merchantsFailed')}
              onRetry={h.reload}
            >
              {h.merchants.map((m) => (
                <View key={m.id} className="spell-home__mch">
                  <MerchantCard merchant={m} />
                  {m.isOpen ? (
                    <View
                      className={`spell-home__start ${h.creating === m.id ? 'spell-home__start--busy' : ''}`}
                      role="button"
                      aria-label={t('home.startAt', { name: m.name })}
                      onClick={() => h.start(m)}
                    >
                      {t('home.start')}
                    </View>
                  ) : (
                    <View className="spell-home__start spell-home__start--off" role="button" aria-disabled>
                      {t('home.closed')}
                    </View>
                  )}
                </View>
              ))}
              <View className="spell-home__end">
                {t(h.loadingMore ? 'home.loadingMore' : h.hasMore ? 'home.pullMore' : 'home.end')}
              </View>
            </StateView>
          </View>
        </>
      )}
    </View>
  )
}
