/** Unpaid orders expire at payDeadline (seconds). The pay page and order detail count down in mm:ss. */
export interface PayCountdown {
  /** whole seconds left, never negative */
  seconds: number
  /** `mm:ss` (minutes not capped at 59: a deadline 2 h away shows `120:00`) */
  text: string
  expired: boolean
}

const pad2 = (n: number) => String(n).padStart(2, '0')

export function payCountdown(deadline: number | null | undefined, nowSec: number): PayCountdown {
  if (deadline == null || !Number.isFinite(deadline) || !Number.isFinite(nowSec)) {
    return { seconds: 0, text: '00:00', expired: deadline != null }
  }
  const seconds = Math.max(0, Math.floor(deadline) - Math.floor(nowSec))
  return { seconds, text: `${pad2(Math.floor(seconds / 60))}:${pad2(seconds % 60)}`, expired: seconds === 0 }
}
