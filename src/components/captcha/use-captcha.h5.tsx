import { useCallback, useRef, useState, type ReactNode } from 'react'
import { encodeAltchaPayload, type CaptchaChallenge, type CaptchaProof } from '@lotus/contract/captcha'
import { getCaptchaChallenge } from '@/services/captcha'
import { CaptchaStatusLine, type CaptchaStatus } from './captcha-status'

/** Numbers tried between two progress updates. */
const STEP = 2_500

/** Finds the secret number of an ALTCHA challenge with altcha-lib, reporting how far it got. */
async function solveAltcha(
  c: CaptchaChallenge,
  onProgress: (percent: number) => void
): Promise<number | null> {
  // loaded on first use: the login pages' chunk, never the first screen
  const { solveChallenge } = await import('altcha-lib/v1')
  for (let start = 0; start <= c.maxnumber; start += STEP) {
    const end = Math.min(start + STEP - 1, c.maxnumber)
    const found = await solveChallenge(c.challenge, c.salt, c.algorithm, end, start).promise
    if (found) return found.number
    onProgress(Math.min(99, Math.round(((end + 1) / c.maxnumber) * 100)))
  }
  return null
}

export interface Captcha {
  /** Solves a fresh challenge; null when it could not (the status line says so, the caller sends nothing). */
  prove(): Promise<CaptchaProof | null>
  /** The state line to render near the send button. */
  view: ReactNode
}

/**
 * h5: a proof-of-work captcha (ALTCHA): no puzzle to read or click, the phone works for a moment while
 * the user sees the progress. Every SMS code needs a fresh one (the server spends each challenge once).
 */
export function useCaptcha(): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>({ state: 'idle' })
  const running = useRef<Promise<CaptchaProof | null> | null>(null)

  const prove = useCallback(() => {
    running.current ??= (async () => {
      setStatus({ state: 'solving', percent: 0 })
      try {
        const challenge = await getCaptchaChallenge()
        const n = await solveAltcha(challenge, (percent) => setStatus({ state: 'solving', percent }))
        if (n === null) throw new Error('unsolved')
        setStatus({ state: 'done' })
        return { captcha: encodeAltchaPayload(challenge, n) }
      } catch {
        setStatus({ state: 'failed' })
        return null
      } finally {
        running.current = null
      }
    })()
    return running.current
  }, [])

  return { prove, view: <CaptchaStatusLine status={status} /> }
}
