import { useShareAppMessage } from '@tarojs/taro'
import { Button } from '@tarojs/components'
import type { ReactElement } from 'react'
import { inviteCard } from './invite-link'
import { useWords } from '../../words'

/** weapp: WeChat's own share to a friend; the page's useInviteShare supplies the card. */
export function ShareAction({
  className
}: {
  code: string
  nickname: string
  className: string
}): ReactElement {
  const t = useWords()
  return (
    <Button className={className} openType="share">
      {t('invite.wechat')}
    </Button>
  )
}

/** weapp: the page's share menu sends the invitation card (login with my promotion code). */
export function useInviteShare(code: string, nickname: string): void {
  useShareAppMessage(() => inviteCard(code, nickname))
}
