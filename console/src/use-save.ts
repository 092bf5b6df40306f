import { App } from 'antd'
import { StaffApiError } from './api'

/**
 * A back-office save: runs it, says it was saved (or why it was refused), and reads the page again; a save someone
 * else beat (STALE_VERSION) reloads too, so the next try starts from what is saved. Answers whether it was saved.
 * `after` decides what to do with the answer instead of reloading (the shop page takes the saved settings as they
 * come back).
 */
export function useSave(load: () => Promise<void>, saved: string) {
  const { message } = App.useApp()
  return async (
    fn: () => Promise<unknown>,
    ok: string = saved,
    after?: (out: unknown) => boolean
  ): Promise<boolean> => {
    try {
      const out = await fn()
      void message.success(ok)
      if (!after?.(out)) await load()
      return true
    } catch (e) {
      void message.error((e as Error).message)
      if (e instanceof StaffApiError && e.code === 'STALE_VERSION') await load()
      return false
    }
  }
}
