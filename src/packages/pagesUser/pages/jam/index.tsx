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

/** My honey: the balance, what expires next, and the ledger's rows. */
export default function Jam() {
  const b = usePointsBalance()
  return (
    <View className="acct">
      <NavBar title="我的蜂蜜" />
      <View className="acct__hero">
        <Text className="acct__hero-sub">可用蜂蜜</Text>
        <Text className="acct__hero-title" data-testid="honey-balance">
          {b.data?.balance ?? '–'}
        </Text>
        {b.data?.expiring && (
          <Text className="acct__hero-sub">
            {b.data.expiring.points} 蜂蜜將於 {formatDate(b.data.expiring.at, 3)} 到期
          </Text>
        )}
      </View>
      <View className="acct__section">
        <View className="acct__row" role="link" onClick={() => go(PAGES.pointsMall)}>
          <Text>積分商城：用蜂蜜換禮品</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View className="acct__row" role="link" onClick={() => go(ACCOUNT_PAGES.signIn)}>
          <Text>每日簽到賺蜂蜜</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
        <View className="acct__row" role="link" onClick={() => go(ACCOUNT_PAGES.jamInvalid)}>
          <Text>已過期蜂蜜</Text>
          <Icon className="acct__extra" d={iconChevronRight} />
        </View>
      </View>
      <PointsList state="valid" />
    </View>
  )
}
