import { cancelCollect, collect, type CollectType, listCollects } from '@/services/favourite'
import type { Page } from '@/services/types'
import { invalidate } from './cache'
import { useInfiniteQuery } from './infinite'
import { merchantKeys } from './merchant'

export const favouritesKeys = {
  all: ['favourites'] as const,
  list: (objType: CollectType) => ['favourites', objType] as const
}

export const useFavourites = <T>(objType: CollectType) =>
  useInfiniteQuery<Page<T>>(favouritesKeys.list(objType), (page) => listCollects<T>({ objType, page }))

/** Collect or uncollect: the favourites lists and the merchant's own flag are asked again. */
export async function setFavourite(targetId: number, objType: CollectType, on: boolean): Promise<void> {
  await (on ? collect(targetId, objType) : cancelCollect(targetId, objType))
  void invalidate(favouritesKeys.all)
  if (objType === 'merchant') void invalidate([...merchantKeys.all, targetId])
}
