import { Image } from '@tarojs/components'
import { useMemo } from 'react'
import { qrDataUrl } from '@/utils/qr-svg'
import { useWords } from '../../words'

export interface QrCodeProps {
  text: string
  /** px at design width 375 */
  size?: number
  label?: string
}

/** The QR code of a link, drawn as an image (scan it with WeChat or the camera). */
export function QrCode({ text, size = 180, label }: QrCodeProps) {
  const t = useWords()
  const src = useMemo(() => (text ? qrDataUrl(text) : ''), [text])
  if (!src) return null
  return (
    <Image
      className="qr-code"
      src={src}
      aria-label={label ?? t('qr')}
      style={{ width: `${size}px`, height: `${size}px` }}
      mode="aspectFit"
      showMenuByLongpress
    />
  )
}
