import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { CONFIG_KEYS, type ConfigKey } from '@lotus/contract/config'
import type { ConfigGroups } from '@lotus/contract/schemas/config'
import { fetchRemoteConfig } from '@/queries/config'
import { WEB_VIEW_HOST_KEY } from '@/utils/ad-link'

/** Remote config groups (spec §3), named once in the contract; the server sends them as one JSON string. */
export const CONFIG_GROUPS = CONFIG_KEYS
export type ConfigGroup = ConfigKey
/**
 * The groups as the console's schemas let them be saved (contract/schemas/config.ts); each field is still read
 * as possibly absent, since a stored group may predate a field.
 */
export type RemoteConfig = { [K in ConfigGroup]?: Partial<ConfigGroups[K]> }

export function parseConfig(text: string): RemoteConfig {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof raw !== 'object' || raw === null) return {}
  const out: RemoteConfig = {}
  for (const g of CONFIG_GROUPS) {
    const v = (raw as Record<string, unknown>)[g]
    if (typeof v === 'object' && v !== null) (out as Record<ConfigGroup, unknown>)[g] = v
  }
  return out
}

interface ConfigState {
  config: RemoteConfig
  loaded: boolean
  load: () => Promise<void>
}

/** Device-scoped (plain create): remote config is the same for every user. */
export const useConfig = create<ConfigState>()((set, get) => ({
  config: {},
  loaded: false,
  load: async () => {
    if (get().loaded) return
    try {
      const config = parseConfig(await fetchRemoteConfig())
      // spec §2: the web-view address is stored; the web-view page compares it with the alternate host
      const webViewUrl = config.GLOBAL_CFG?.webViewUrl
      if (typeof webViewUrl === 'string' && webViewUrl !== '')
        Taro.setStorageSync(WEB_VIEW_HOST_KEY, webViewUrl)
      set({ config, loaded: true })
    } catch {
      // pages fall back to their defaults; the next launch tries again
    }
  }
}))
