import { getCategories, getGoods, getHotWords, getMenu } from '@/services/takeaway'
import { bootKeys } from '@lotus/contract/page-boot'
import { useQuery } from './cache'

export const menuKeys = {
  menu: bootKeys.menu,
  goods: (id: number) => ['goods', id] as const
}

/** Stock and sold-out flags move; 30 s keeps a back-and-forth between menu and goods page cheap. */
const MENU_STALE_MS = 30_000

export const useMenu = (mchId: number) =>
  useQuery(menuKeys.menu(mchId), () => getMenu(mchId), { staleTime: MENU_STALE_MS, enabled: mchId > 0 })

export const useGoods = (id: number) =>
  useQuery(menuKeys.goods(id), () => getGoods(id), { staleTime: MENU_STALE_MS, enabled: id > 0 })

/** The takeaway categories (全部分類 and the home chips); they change with the catalogue, not per user. */
export const useTakeawayCategories = () =>
  useQuery(['takeaway', 'categories'], getCategories, { staleTime: 5 * 60_000 })

/** 熱門搜尋 of the takeaway search: the same for everyone, so cached for five minutes. */
export const useTakeawayHotWords = () =>
  useQuery(['takeaway', 'hotWords'], getHotWords, { staleTime: 5 * 60_000 })
