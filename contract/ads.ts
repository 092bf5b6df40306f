/** The ad positions the app asks for (`/v1/advertis/getAdByKey`). */
export const AD_KEYS = ['INDEX_POPUP_AD', 'INDEX_BANNER'] as const
export type AdKey = (typeof AD_KEYS)[number]

export interface Ad {
  id: number
  name: string
  /** 1: a web page (http link); 2, 3: an app page path. */
  type: number
  wxLink: string
  image: string
  merchantId?: number | null
}

/**
 * The home popup shows at most once per Macau calendar day: the app stores the day it was dismissed or opened
 * under this key (Taro's storage: `{"data":"YYYY-MM-DD"}` in localStorage on h5); the server's page boot reads
 * the same key in the page to skip preloading a poster that will not show.
 */
export const POPUP_SEEN_KEY = 'lotus.popupAdSeen'
