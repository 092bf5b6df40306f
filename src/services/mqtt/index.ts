import Taro from '@tarojs/taro'
import mqtt from 'mqtt'
import { PLATFORM } from '@/services/platform'
import { mqttAuthInfo } from '@/services/spell'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { GroupCartClient, type MqttConnect } from './group-cart-client'

export { GroupCartClient, type GroupCartStatus } from './group-cart-client'

/** mqtt.js over ws(s) on h5, wx(s) on the mini-program. Only this folder imports 'mqtt' (ESLint). */
const connect: MqttConnect = (url, opts) => mqtt.connect(url, opts)

let client: GroupCartClient | null = null

/** The one group-cart connection of the app, writing into the group-cart store. Spell pages only. */
export function groupCartClient(): GroupCartClient {
  client ??= new GroupCartClient({
    connect,
    platform: PLATFORM,
    userId: () => {
      const s = useSession.getState()
      return s.loggedIn && s.user ? s.user.id : null
    },
    fetchCredentials: mqttAuthInfo,
    storage: {
      get: (key) => Taro.getStorageSync(key) as unknown,
      set: (key, value) => Taro.setStorageSync(key, value),
      remove: (key) => Taro.removeStorageSync(key)
    },
    now: () => Date.now(),
    onStart: (tid, userId) => useGroupCart.getState().dispatch({ type: 'start', tid, userId }),
    onUpdate: (seq, data) => {
      const store = useGroupCart.getState()
      store.dispatch({ type: 'update', seq, data })
      // Shown on a menu of another version (the store changed its menu): fetch the snapshot with the new one.
      const now = useGroupCart.getState()
      if (now.pending?.seq === seq && now.snapshot) void now.refresh().catch(() => undefined)
    },
    resync: () => useGroupCart.getState().refresh()
  })
  // Pages read the connection state from the store: `useGroupCart((s) => s.status)`.
  client.addListener((status) => useGroupCart.getState().dispatch({ type: 'status', status }))
  return client
}
