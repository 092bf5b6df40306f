import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { usePointsBalance } from '@/queries/points'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { go, PAGES } from '@/services/nav'
import { formatDate } from '@/utils/time'
import { PointsList } from '../../components/points-list'
import '@/styles/account.scss'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { pagesUserWords } from '../../words'

/** My honey: the balance, what expires next, and the ledger's rows. */
export default function Jam() {
  const w = pagesUserWords.useWords()
  const b = usePointsBalance()
  return (
    <View className="acct">
      <NavBar title={w('honey.title')} />
      <View className="acct__hero">
        <Text className="acct__hero-sub">{w('availableHoney')}</Text>
        <Text className="acct__hero-title" data-testid="honey-balance">
          {b.data?.balance ?? '–'}
        </Text>
        {b.data?.expiring && (
          <Text className="acct__hero-sub">
            {w('honey.expiring', { n: b.data.expiring.points, date: formatDate(b.data.expiring.at, 3) })}
          </Text>
        )}
      </View>
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(PAGES.pointsMall)}>
          <Text>{w('honey.mall')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View className="acct__row" role="link" onClick={() => go(ACCOUNT_PAGES.signIn)}>
          <Text>{w('honey.signIn')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View className="acct__row" role="link" onClick={() => go(ACCOUNT_PAGES.jamInvalid)}>
          <Text>{w('honey.expiredTitle')}</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
      <PointsList state="valid" />
    </View>
  )
}
