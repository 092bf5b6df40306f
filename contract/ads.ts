/** The ad positions the app asks for (`/v1/advertis/getAdByKey`). */
export const AD_KEYS = ['INDEX_POPUP_AD', 'INDEX_BANNER'] as const
export type AdKey = (typeof AD_KEYS)[number]
