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
  /**
   * The optimistic edit: runs at once when `run` is called (before a scoped write waits its turn), so what the
   * user tapped is on screen before the server answers.
   */
  onMutate?: (input: I) => void
  /** the write failed: undo what onMutate showed (rollback) */
  onError?: (error: unknown, input: I) => void
  /**
   * Writes of one scope (TanStack Query's `scope.id`: a merchant's cart) are sent one after another in the order
   * they were run, and a run while another is running is queued instead of SKIPPED: each tap of a stepper counts.
   */
  scope?: string
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

/** The last write of each scope: the next one of that scope starts once it settled. */
const scopes = new Map<string, Promise<unknown>>()

export function useMutation<I = void, O = unknown>(
  fn: (input: I) => Promise<O>,
  opts: MutationOptions<I, O> = {}
): Mutation<I, O> {
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })
  // a ref, not the state: two taps in one tick both see the first run
  const running = useRef(0)
  const latest = useRef({ fn, opts })
  latest.current = { fn, opts }

  const run = useCallback(async (input: I): Promise<O | typeof SKIPPED> => {
    const scope = latest.current.opts.scope
    if (running.current > 0 && scope === undefined) return SKIPPED
    running.current++
    setState({ busy: true, error: null })
    latest.current.opts.onMutate?.(input)
    const send = async (): Promise<O> => {
      const { fn: write, opts: o } = latest.current
      const out = await write(input)
      o.onSuccess?.(out, input)
      const keys = typeof o.invalidates === 'function' ? o.invalidates(out, input) : (o.invalidates ?? [])
      await Promise.all(keys.map((k) => invalidate(k)))
      return out
    }
    let turn: Promise<O>
    if (scope === undefined) turn = send()
    else {
      turn = (scopes.get(scope) ?? Promise.resolve()).then(send, send)
      const tail = turn.catch(() => undefined)
      scopes.set(scope, tail)
      void tail.then(() => scopes.get(scope) === tail && scopes.delete(scope))
    }
    try {
      const out = await turn
      if (--running.current === 0) setState({ busy: false, error: null })
      return out
    } catch (error) {
      latest.current.opts.onError?.(error, input)
      running.current--
      setState({ busy: running.current > 0, error })
      throw error
    }
  }, [])

  const reset = useCallback(() => setState((s) => (s.busy ? s : { busy: false, error: null })), [])

  return { run, busy: state.busy, error: state.error, reset }
}
