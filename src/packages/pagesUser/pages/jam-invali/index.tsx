import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { PointsList } from '../../components/points-list'
import '@/styles/account.scss'

/** Honey that ran out (expiry rows of the ledger). */
export default function JamInvalid() {
  return (
    <View className="acct">
      <NavBar title="已過期蜂蜜" />
      <PointsList state="expired" />
    </View>
  )
}
