import { useCallback } from 'react'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { createUserStore } from '@/stores/user-store'
import { afterSubmit, type AttemptKey, fingerprintOf, keyForAttempt } from '@/utils/idempotency-key'

/**
 * The attempt still pending per checkout (its scope: 'takeaway:12', 'group-ticket', …). Kept outside the page, so
 * leaving a checkout whose answer was lost and coming back to the same cart still sends the same key; per user,
 * so a logout or an account switch forgets them.
 */
const usePendingAttempts = createUserStore<{ pending: Record<string, AttemptKey | undefined> }>()(() => ({
  pending: {}
}))

const setPending = (scope: string, a: AttemptKey | null) =>
  usePendingAttempts.setState((s) => ({ pending: { ...s.pending, [scope]: a ?? undefined } }))

export interface CheckoutAttempt {
  /**
   * Submits `content` (what is ordered: lines and choices) with its attempt's client key: the same content
   * after a lost answer keeps the key, changed content or a finished attempt (success, or the server's refusal)
   * gets a new one (`@/utils/idempotency-key`). null while a submit of this checkout is running (a second tap);
   * rejects with the failure.
   */
  submit: <O>(content: unknown, send: (clientKey: string) => Promise<O>) => Promise<O | null>
  busy: boolean
  error: unknown
}

/** The one checkout submit: the idempotency key per attempt, the busy flag and no double submit. */
export function useCheckoutAttempt(scope: string): CheckoutAttempt {
  const m = useMutation(async (a: { content: unknown; send: (clientKey: string) => Promise<unknown> }) => {
    const attempt = keyForAttempt(
      usePendingAttempts.getState().pending[scope] ?? null,
      fingerprintOf(a.content)
    )
    setPending(scope, attempt)
    try {
      const out = await a.send(attempt.key)
      setPending(scope, null)
      return out
    } catch (e) {
      setPending(scope, afterSubmit(attempt, e))
      throw e
    }
  })
  const { run } = m
  const submit = useCallback(
    // an order's answer is never null: null can say 'skipped' here
    async <O>(content: unknown, send: (clientKey: string) => Promise<O>) => {
      const out = await run({ content, send })
      return out === SKIPPED ? null : (out as O)
    },
    [run]
  )
  return { submit, busy: m.busy, error: m.error }
}
