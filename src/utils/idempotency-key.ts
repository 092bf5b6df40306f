import { isApiError } from '@/services/errors'
import { uuid } from '@/services/signing'

/**
 * The one client-key rule for every checkout (takeaway submit, spell submit, and each vertical's next):
 * - one key per attempt, an attempt being what is submitted (its fingerprint: cart lines and choices);
 * - a retry of the same attempt (double tap, lost answer) sends the same key, so the server makes one order;
 * - a changed cart or choice is a new attempt with a new key (the server refuses an old key with a new
 *   body as IDEMPOTENCY_CONFLICT);
 * - after success, or after the server refused (it made nothing), the next submit is a new attempt.
 * Paying is keyed by the order id on the server and needs no client key.
 */
export interface AttemptKey {
  key: string
  fingerprint: string
}

/** Stable text of what is submitted (object keys sorted, so field order does not matter). */
export function fingerprintOf(content: unknown): string {
  return JSON.stringify(content, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v
  )
}

/** The attempt a submit of `fingerprint` belongs to: the pending one when it is the same content. */
export function keyForAttempt(
  pending: AttemptKey | null,
  fingerprint: string,
  newKey: () => string = uuid
): AttemptKey {
  return pending && pending.fingerprint === fingerprint ? pending : { key: newKey(), fingerprint }
}

/** Whether a failed submit may still have made the order (no answer, or not the server's refusal). */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.code === 'NETWORK' || error.code.startsWith('HTTP_')
}

/** What is still pending after a submit: kept only when its outcome is unknown (error given, not refused). */
export function afterSubmit(pending: AttemptKey | null, error?: unknown): AttemptKey | null {
  return error !== undefined && outcomeUnknown(error) ? pending : null
}

/** The rule held in a closure, for a page or hook that keeps its own attempt (spell checkout). */
export function attemptKeys(newKey: () => string = uuid) {
  let pending: AttemptKey | null = null
  return {
    /** The key to send for a submit of this content. */
    keyFor(content: unknown): string {
      pending = keyForAttempt(pending, fingerprintOf(content), newKey)
      return pending.key
    },
    succeeded(): void {
      pending = null
    },
    failed(error: unknown): void {
      pending = afterSubmit(pending, error)
    }
  }
}
