import { Button } from '@tarojs/components'
import type { ReactElement } from 'react'
import { useWords } from '../../words'

/** weapp: WeChat's own share to a friend (the page's useSpellShare supplies the card). */
export function ShareButton({ className }: { className: string }): ReactElement | null {
  const t = useWords()
  return (
    <Button className={className} openType="share">
      {t('invite.wechat')}
    </Button>
  )
}
