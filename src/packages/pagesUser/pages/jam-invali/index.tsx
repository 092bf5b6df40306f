import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { PointsList } from '../../components/points-list'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Honey that ran out (expiry rows of the ledger). */
export default function JamInvalid() {
  const w = pagesUserWords.useWords()
  return (
    <View className="acct">
      <NavBar title={w('honey.expiredTitle')} />
      <PointsList state="expired" />
    </View>
  )
}
