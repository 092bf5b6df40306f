import { getWalletInfo, listWalletRecords, recharge, setPayPassword } from '@/services/wallet'
import { invalidate, useQuery } from './cache'
import { useInfiniteQuery } from './infinite'

export const walletKeys = {
  all: ['wallet'] as const,
  info: ['wallet', 'info'] as const,
  records: ['wallet', 'records'] as const
}

export const useWalletInfo = (opts: { enabled?: boolean } = {}) =>
  useQuery(walletKeys.info, getWalletInfo, opts)

export const useWalletRecords = () => useInfiniteQuery(walletKeys.records, (page) => listWalletRecords(page))

/** The wallet page's few latest records. */
export const useLatestWalletRecords = (n: number) =>
  useQuery([...walletKeys.records, 'latest', n], () => listWalletRecords(1, n).then((p) => p.list))

/** hasPayPassword flips: the pay and wallet pages read it from the info. */
export async function savePayPassword(password: string, code?: string): Promise<void> {
  await setPayPassword(password, code)
  // the page that asked (pay, wallet) shares this refetch when it shows again
  void invalidate(walletKeys.info)
}

/** Recharging is paid outside the app; balance and records are asked again when the user returns. */
export async function startRecharge(amount: number): Promise<{ payUrl: string }> {
  const r = await recharge(amount)
  void invalidate(walletKeys.all)
  return r
}
