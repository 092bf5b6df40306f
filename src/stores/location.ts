import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { t } from '@/i18n'
import { zh } from '@/i18n/zh-Hant-MO'
import { isPoint, isRecord, persistedWith } from './persisted'
import {
  type ChosenAddress,
  classifyLocateError,
  initialLocation,
  type LocationState,
  type Point
} from './location-reducer'

/** the refusal's toast, in Chinese (shown with t('loc.denied'): the language in force) */
export const LOCATION_DENIED = zh['loc.denied']
/** spec §8: the settings could not be opened (always on h5, where a page cannot open them). */
export const LOCATION_SETTINGS_FAILED = zh['loc.settings']

interface LocationActions {
  locate: () => Promise<void>
  /** After a refusal: open the app's settings (weapp) and locate again once allowed. */
  openSettings: () => Promise<void>
  choose: (a: ChosenAddress | null) => void
  /** The customer's saved address, or null (logged out, none): used only while there is no fix. */
  setSaved: (a: ChosenAddress | null) => void
  setCity: (code: string, name: string, center: Point) => void
}

/** Device-scoped (plain create): the city and the place chosen belong to the phone, not to the account. */
export const useLocation = create<LocationState & LocationActions>()(
  persist(
    (set) => ({
      ...initialLocation,
      locate: async () => {
        set({ status: 'locating' })
        try {
          const r = await Taro.getLocation({ type: 'wgs84' })
          set({ status: 'ok', gps: { lat: r.latitude, lng: r.longitude } })
        } catch (e) {
          const status = classifyLocateError(String((e as { errMsg?: string })?.errMsg ?? e))
          set({ status, gps: null })
          if (status === 'denied')
            void Taro.showToast({ title: t('loc.denied'), icon: 'none', duration: 2500 })
        }
      },
      openSettings: async () => {
        try {
          const r = (await Taro.openSetting()) as unknown as
            { authSetting?: Record<string, boolean> } | undefined
          // h5 answers without any authSetting: there are no settings a web page can open
          if (!r?.authSetting) throw new Error('openSetting unsupported')
          if (r.authSetting['scope.userLocation']) await useLocation.getState().locate()
        } catch {
          void Taro.showToast({ title: t('loc.settings'), icon: 'none', duration: 2500 })
        }
      },
      choose: (chosen) => set({ chosen }),
      setSaved: (saved) => set({ saved }),
      setCity: (cityCode, cityName, cityCenter) => set({ cityCode, cityName, cityCenter, chosen: null })
    }),
    persistedWith<LocationState & LocationActions, StoredLocation>({
      name: 'lotus.location',
      partialize: (s) => ({
        cityCode: s.cityCode,
        cityName: s.cityName,
        cityCenter: s.cityCenter,
        chosen: s.chosen
      }),
      isValid: isStoredLocation
    })
  )
)

type StoredLocation = Pick<LocationState, 'cityCode' | 'cityName' | 'cityCenter' | 'chosen'>

// A function declaration, not a const: persist hydrates while the store is being created, above this line.
function isChosen(v: unknown): v is ChosenAddress {
  return isRecord(v) && typeof v.name === 'string' && typeof v.address === 'string' && isPoint(v)
}

export function isStoredLocation(v: unknown): v is StoredLocation {
  return (
    isRecord(v) &&
    typeof v.cityCode === 'string' &&
    v.cityCode !== '' &&
    typeof v.cityName === 'string' &&
    isPoint(v.cityCenter) &&
    (v.chosen === null || isChosen(v.chosen))
  )
}
