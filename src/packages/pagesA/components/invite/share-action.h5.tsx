import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { ReactElement } from 'react'
import { inviteLink } from './invite-link'
import { useWords } from '../../words'

/**
 * h5: the system share sheet where the browser has one, else the link is copied for pasting into a chat.
 * (`useInviteShare` is the mini-program's share menu; nothing to do here.)
 */
export function ShareAction({
  code,
  className
}: {
  code: string
  nickname: string
  className: string
}): ReactElement {
  const t = useWords()
  const share = async () => {
    const url = inviteLink(code)
    const nav = typeof navigator !== 'undefined' ? navigator : undefined
    if (nav?.share) {
      try {
        await nav.share({ title: t('invite.shareTitle'), text: t('invite.shareText', { code }), url })
        return
      } catch {
        // cancelled or refused: fall back to copying
      }
    }
    await Taro.setClipboardData({ data: url })
    void Taro.showToast({ title: t('invite.copied'), icon: 'none' })
  }
  return (
    <View role="button" className={className} onClick={() => void share()}>
      {t('invite.share')}
    </View>
  )
}

export function useInviteShare(_code: string, _nickname: string): void {}
