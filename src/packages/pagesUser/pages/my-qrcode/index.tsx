import Taro, { useDidHide } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { getMemberQr, type MemberQr } from '@/services/account'
import { useSession } from '@/stores/session'
import { qrDataUrl } from '@/utils/qr-svg'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

const storeKey = (userId: number) => `lotus.memberQr.${userId}`

/**
 * My member code: the server's token of this minute as a QR code, fetched again when it turns over. Offline it
 * still shows the last one fetched (stored per user), marked as possibly out of date.
 */
export default function MyQrcode() {
  const w = pagesUserWords.useWords()
  const user = useSession((s) => s.user)
  const userId = user?.id ?? 0
  const [qr, setQr] = useState<MemberQr | null>(() => {
    const saved = userId ? (Taro.getStorageSync(storeKey(userId)) as MemberQr | '') : ''
    return saved || null
  })
  const [offline, setOffline] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const load = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    try {
      const next = await getMemberQr()
      setQr(next)
      setOffline(false)
      if (userId) Taro.setStorageSync(storeKey(userId), next)
      // the next code when this one's minute ends
      timer.current = setTimeout(() => void load(), Math.max(1000, next.refreshAt * 1000 - Date.now() + 500))
    } catch {
      setOffline(true)
      timer.current = setTimeout(() => void load(), 15_000)
    }
  }, [userId])

  useReloadOnShow(() => void load(), [load])
  useDidHide(() => {
    if (timer.current) clearTimeout(timer.current)
  })
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    []
  )

  return (
    <View className="acct">
      <NavBar title={w('qr.title')} />
      <View
        className="acct__section"
        style={{ alignItems: 'center', display: 'flex', flexDirection: 'column' }}
      >
        <Text className="acct__title">{user?.nickname ?? ''}</Text>
        {qr ? (
          <Image
            src={qrDataUrl(qr.token)}
            style={{ width: '220px', height: '220px' }}
            aria-label={w('qr.title')}
            data-testid="member-qr"
          />
        ) : (
          <Text className="acct__text">{offline ? w('qr.offline') : w('loading')}</Text>
        )}
        <Text className="acct__text">{offline && qr ? w('qr.stale') : w('qr.hint')}</Text>
        <View role="button" className="acct__btn acct__btn--ghost" onClick={() => void load()}>
          {w('qr.refresh')}
        </View>
      </View>
    </View>
  )
}
