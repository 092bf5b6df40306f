import { Text, View } from '@tarojs/components'
import { go, PAGES } from '@/services/nav'
import { saveReturnPage } from '@/services/return-page'
import { orderPageWords } from './words'

/** Logged out: orders are personal, so ask for a login and come back here afterwards. */
export function LoginPrompt({ returnTo }: { returnTo: string }) {
  const w = orderPageWords.useWords()
  return (
    <View className="order-login">
      <View className="order-login__icon" />
      <Text className="order-login__text">{w('loginText')}</Text>
      <View
        className="order-login__btn"
        onClick={() => {
          saveReturnPage(returnTo)
          go(PAGES.login)
        }}
      >
        {w('login')}
      </View>
    </View>
  )
}
