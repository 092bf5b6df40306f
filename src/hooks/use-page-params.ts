import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { decodeParams } from '@/utils/page-params'

/** The page's query, each value decoded once (see utils/page-params). Use instead of useRouter().params. */
export function usePageParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>
>(): T {
  const raw = useRouter().params
  const key = JSON.stringify(raw)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => decodeParams(raw) as T, [key])
}
