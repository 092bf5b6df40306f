import type { ReactElement } from 'react'

/** h5 cannot open WeChat's share sheet: the copied link and the QR code are the way in. */
export function ShareButton(_props: { className: string }): ReactElement | null {
  return null
}
