/** The home popup ad shows at most once per Macau calendar day (dismissed or opened, it is done). */
export const POPUP_SEEN_KEY = 'lotus.popupAdSeen'

export function popupDue(stored: unknown, todayKey: string): boolean {
  return stored !== todayKey
}
