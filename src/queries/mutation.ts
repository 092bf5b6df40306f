import { useCallback, useRef, useState } from 'react'
import { invalidate, type QueryKey } from './cache'

/**
 * A write to the server as a hook (bluesky's `useProfileUpdateMutation`, our cache's size): the busy flag, the
 * last failure and the keys a success makes stale, so pages write none of them by hand. A resource's mutations
 * are built with it in that resource's file (`src/queries/<resource>.ts`), beside its keys.
 */
export interface MutationOptions<I, O> {
  /** key prefixes the answer makes stale: asked again (mounted hooks at once) before `run` resolves */
  invalidates?: readonly QueryKey[] | ((out: O, input: I) => readonly QueryKey[])
  /** a result known from the answer (setData), or anything else to do once it succeeded */
  onSuccess?: (out: O, input: I) => void
}

/** What `run` resolves to when a write of the same hook is still running: nothing was sent. */
export const SKIPPED: unique symbol = Symbol('skipped')

export interface Mutation<I, O> {
  /**
   * Sends the write unless one of this hook's is still running (a second tap): then SKIPPED, and nothing is
   * sent (a symbol, since a write may answer null). Resolves with the answer once its invalidations settled;
   * rejects with the failure (also kept in `error`).
   */
  run: (input: I) => Promise<O | typeof SKIPPED>
  /** a write is running: disable the button, show 提交中 */
  busy: boolean
  /** the last run's failure, until the next run or reset */
  error: unknown
  reset: () => void
}

export function useMutation<I = void, O = unknown>(
  fn: (input: I) => Promise<O>,
  opts: MutationOptions<I, O> = {}
): Mutation<I, O> {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  // a ref, not the state: two taps in one tick both see the first run
  const running = useRef(false)
  const latest = useRef({ fn, opts })
  latest.current = { fn, opts }

  const run = useCallback(async (input: I): Promise<O | typeof SKIPPED> => {
    if (running.current) return SKIPPED
    running.current = true
    setState({ busy: true, error: null })
    try {
      const { fn: send, opts: o } = latest.current
      const out = await send(input)
      o.onSuccess?.(out, input)
      const keys = typeof o.invalidates === 'function' ? o.invalidates(out, input) : (o.invalidates ?? [])
      await Promise.all(keys.map((k) => invalidate(k)))
      setState({ busy: false, error: null })
      return out
    } catch (error) {
      setState({ busy: false, error })
      throw error
    } finally {
      running.current = false
    }
  }, [])

  const reset = useCallback(() => setState((s) => (s.busy ? s : { busy: false, error: null })), [])

  return { run, busy: state.busy, error: state.error, reset }
}
