import type { ReactElement } from 'react'

/** WeChat phone login exists only in the mini-program: h5 shows nothing in its place. */
export function WeChatPhoneButton(_props: { agreed: boolean }): ReactElement | null {
  return null
}
