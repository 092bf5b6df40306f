import Taro from '@tarojs/taro'
import { PAGES, withQuery } from './nav'

/** The app's onPageNotFound: replace the missing page with the 404 page, naming the address asked for. */
export function showNotFound(res: { path?: string }): void {
  const path = (res.path ?? '').slice(0, 200)
  void Taro.redirectTo({ url: withQuery(PAGES.notFound, { path: path || undefined }) })
}
