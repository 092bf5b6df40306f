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
