import { View } from '@tarojs/components'
import './index.scss'
import { captchaWords } from './words'

export type CaptchaStatus = { state: 'idle' | 'done' | 'failed' } | { state: 'solving'; percent: number }

const text = (s: CaptchaStatus, w: ReturnType<typeof captchaWords.useWords>): string => {
  switch (s.state) {
    case 'solving':
      return w('solving', { percent: s.percent })
    case 'done':
      return w('done')
    case 'failed':
      return w('failed')
    default:
      return ''
  }
}

/**
 * The captcha's state in words for everyone (a live region screen readers announce) and a thin bar;
 * the line keeps its height when empty so nothing below it moves.
 */
export function CaptchaStatusLine({ status }: { status: CaptchaStatus }) {
  const w = captchaWords.useWords()
  const percent = status.state === 'solving' ? status.percent : status.state === 'done' ? 100 : 0
  return (
    <View className={`captcha-status captcha-status--${status.state}`}>
      <View className="captcha-status__text" role="status" aria-live="polite">
        {text(status, w)}
      </View>
      {status.state === 'solving' ? (
        <View
          className="captcha-status__bar"
          role="progressbar"
          aria-label={w('progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <View className="captcha-status__fill" style={{ width: `${percent}%` }} />
        </View>
      ) : null}
    </View>
  )
}
