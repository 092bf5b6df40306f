import { useEffect } from 'react'
import { useSession } from '@/stores/session'

/** The signed-in user's promotion code and name, asked of the server again when the page opens. */
export function usePromotionCode() {
  const token = useSession((s) => s.token)
  const user = useSession((s) => s.user)
  const reloadUser = useSession((s) => s.reloadUser)
  useEffect(() => {
    if (token) void reloadUser()
  }, [token, reloadUser])
  return {
    loggedIn: token !== '',
    code: user?.promotionCode ?? '',
    nickname: user?.nickname ?? '',
    avatar: user?.avatar ?? ''
  }
}
