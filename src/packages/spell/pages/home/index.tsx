import { Image, Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { MerchantCard } from '@/components/merchant-card'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { formatDate } from '@/utils/time'
import { SP } from '../../hooks/paths'
import { SPELL_STATUS_TEXT } from '../../hooks/spell-view'
import { useSpellHome } from '../../hooks/use-spell-home'
import './index.scss'

/** 拼單首頁: my spells (open first), then merchants that take group orders with 發起拼單. */
export default function SpellHome() {
  const h = useSpellHome()
  return (
    <View className="spell-home">
      <NavBar title="拼單" />
      <View className="spell-home__hero">
        <Text className="spell-home__slogan">一齊叫外賣，平分運費</Text>
        <Text className="spell-home__how">
          發起拼單 → 邀請好友一起點 → 房主鎖定並統一付款 → 好友按份額與房主對數
        </Text>
      </View>
      {!h.loggedIn ? (
        <View className="spell-home__login">
          <Text className="spell-home__login-text">登入後可發起拼單或加入好友的拼單</Text>
          <View className="spell-home__btn" onClick={() => openLoginFrom(SP.home)}>
            登入/註冊
          </View>
        </View>
      ) : (
        <>
          <View className="spell-home__section">
            <View className="spell-home__title">我的拼單</View>
            <StateView
              state={h.spellState}
              rows={2}
              emptyText="還沒有拼單，選一家商家發起吧"
              errorText="拼單載入失敗"
              onRetry={h.reload}
            >
              {h.spells.map((s) => (
                <View key={s.tid} className="spell-home__spell" data-tid={s.tid} onClick={() => h.open(s)}>
                  <Image className="spell-home__logo" src={assetUrl(s.logo, 200)} mode="aspectFill" />
                  <View className="spell-home__spell-body">
                    <Text className="spell-home__spell-name">{s.merchantName}</Text>
                    <Text className="spell-home__spell-meta">
                      {s.isHost ? '我發起的' : '我參與的'} · {s.memberCount}人 · {formatDate(s.createdAt, 2)}
                    </Text>
                  </View>
                  <Text className={`spell-home__status spell-home__status--${s.status}`}>
                    {SPELL_STATUS_TEXT[s.status]}
                  </Text>
                </View>
              ))}
            </StateView>
          </View>
          <View className="spell-home__section spell-home__section--mch">
            <View className="spell-home__title">
              <Text>可拼單商家</Text>
              <Text className="spell-home__sort">按距離</Text>
            </View>
            <StateView
              state={h.mchState}
              rows={4}
              emptyText="附近暫無可拼單商家"
              errorText="商家載入失敗"
              onRetry={h.reload}
            >
              {h.merchants.map((m) => (
                <View key={m.id} className="spell-home__mch">
                  <MerchantCard merchant={m} />
                  {m.isOpen ? (
                    <View
                      className={`spell-home__start ${h.creating === m.id ? 'spell-home__start--busy' : ''}`}
                      role="button"
                      aria-label={`在${m.name}發起拼單`}
                      onClick={() => h.start(m)}
                    >
                      發起拼單
                    </View>
                  ) : (
                    <View className="spell-home__start spell-home__start--off" role="button" aria-disabled>
                      休息中，暫不能發起拼單
                    </View>
                  )}
                </View>
              ))}
              <View className="spell-home__end">
                {h.loadingMore ? '載入中…' : h.hasMore ? '上拉載入更多' : '— 已經到底了 —'}
              </View>
            </StateView>
          </View>
        </>
      )}
    </View>
  )
}
