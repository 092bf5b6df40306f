import { View } from '@tarojs/components'
import './index.scss'

export type CaptchaStatus = { state: 'idle' | 'done' | 'failed' } | { state: 'solving'; percent: number }

const text = (s: CaptchaStatus): string => {
  switch (s.state) {
    case 'solving':
      return `正在進行人機驗證… ${s.percent}%`
    case 'done':
      return '已通過人機驗證'
    case 'failed':
      return '人機驗證未完成，請再按一次重試'
    default:
      return ''
  }
}

/**
 * The captcha's state in words for everyone (a live region screen readers announce) and a thin bar;
 * the line keeps its height when empty so nothing below it moves.
 */
export function CaptchaStatusLine({ status }: { status: CaptchaStatus }) {
  const percent = status.state === 'solving' ? status.percent : status.state === 'done' ? 100 : 0
  return (
    <View className={`captcha-status captcha-status--${status.state}`}>
      <View className="captcha-status__text" role="status" aria-live="polite">
        {text(status)}
      </View>
      {status.state === 'solving' ? (
        <View
          className="captcha-status__bar"
          role="progressbar"
          aria-label="人機驗證進度"
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
