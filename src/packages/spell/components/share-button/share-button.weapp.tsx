import { Button } from '@tarojs/components'

/** weapp: WeChat's own share to a friend (the page's useSpellShare supplies the card). */
export function ShareButton({ className }: { className: string }) {
  return (
    <Button className={className} openType="share">
      分享給微信好友
    </Button>
  )
}
