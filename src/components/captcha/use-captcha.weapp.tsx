import Taro from '@tarojs/taro'
import { createElement, useCallback, useRef, useState, type ReactNode } from 'react'
import type { CaptchaProof } from '@lotus/contract/captcha'
import { CaptchaStatusLine, type CaptchaStatus } from './captcha-status'

/** The Tencent captcha app id the WeChat captcha plugin (declared in app.config.ts) shows. */
const CAPTCHA_APP_ID = process.env.TARO_APP_CAPTCHA_APP_ID ?? ''
const WIDGET_ID = 'lotus-captcha'

export interface Captcha {
  prove(): Promise<CaptchaProof | null>
  view: ReactNode
}

interface VerifyDetail {
  ret?: number
  ticket?: string
  randstr?: string
}

/**
 * weapp (spec §1): the WeChat captcha plugin's `t-captcha` component (its page declares it in
 * usingComponents); its ticket and randstr go with the send and the server verifies them.
 */
export function useCaptcha(): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>({ state: 'idle' })
  const pending = useRef<((p: CaptchaProof | null) => void) | null>(null)

  const settle = (p: CaptchaProof | null) => {
    setStatus({ state: p ? 'done' : 'failed' })
    pending.current?.(p)
    pending.current = null
  }

  const prove = useCallback(
    () =>
      new Promise<CaptchaProof | null>((resolve) => {
        const page = Taro.getCurrentInstance().page as
          { selectComponent?: (selector: string) => { show?: () => void } | null } | undefined
        const widget = page?.selectComponent?.(`#${WIDGET_ID}`)
        if (!widget?.show) {
          setStatus({ state: 'failed' })
          resolve(null)
          return
        }
        pending.current = resolve
        setStatus({ state: 'solving', percent: 0 })
        widget.show()
      }),
    []
  )

  const widget = createElement('t-captcha', {
    id: WIDGET_ID,
    appId: CAPTCHA_APP_ID,
    onVerify: (e: { detail?: VerifyDetail }) => {
      const d = e.detail ?? {}
      settle(d.ret === 0 && d.ticket ? { captchaTicket: d.ticket, captchaRandstr: d.randstr ?? '' } : null)
    },
    onClose: () => pending.current && settle(null),
    onError: () => settle(null)
  })

  return {
    prove,
    view: (
      <>
        {widget}
        <CaptchaStatusLine status={status} />
      </>
    )
  }
}
