import { Button } from '@tarojs/components'
import type { ReactElement } from 'react'

/** weapp: WeChat's own share to a friend (the page's useSpellShare supplies the card). */
export function ShareButton({ className }: { className: string }): ReactElement | null {
  return (
    <Button className={className} openType="share">
      分享給微信好友
    </Button>
  )
}
