import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import { saveReturnPage } from '@/services/return-page'

/** Logged out: orders are personal, so ask for a login and come back here afterwards. */
export function LoginPrompt({ returnTo }: { returnTo: string }) {
  return (
    <View className="order-login">
      <View className="order-login__icon" />
      <Text className="order-login__text">登入後查看你的訂單</Text>
      <View
        className="order-login__btn"
        onClick={() => {
          saveReturnPage(returnTo)
          go(PAGES.login)
        }}
      >
        登入
      </View>
    </View>
  )
}
