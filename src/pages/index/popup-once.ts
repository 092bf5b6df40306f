/** The home popup ad shows at most once per Macau calendar day (dismissed or opened, it is done). */
export { POPUP_SEEN_KEY } from '@lotus/contract/ads'

export function popupDue(stored: unknown, todayKey: string): boolean {
  return stored !== todayKey
}
