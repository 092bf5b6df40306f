import { useTranslate } from '@refinedev/core'
import { Alert, Button, Space } from 'antd'
import { useEffect, useRef, useState } from 'react'

/** The browser's own detector (Chromium on Android, macOS, ChromeOS; Safari 17+), when there is one. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>
}
type DetectorClass = new (opts: { formats: string[] }) => NativeDetector

/**
 * The camera reads a code's QR: BarcodeDetector where the browser has it, else ZXing (`@zxing/browser`), which is
 * loaded only here (its own chunk of the console's bundle). Calls `onCode` once with the first code read.
 */
export default function Scanner({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const t = useTranslate()
  const video = useRef<HTMLVideoElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const done = (text: string) => {
      if (stopped) return
      stopped = true
      stop()
      onCode(text.trim())
    }
    const start = async () => {
      const el = video.current
      if (!el) return
      const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
      if (Native) {
        const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
        stop = () => stream.getTracks().forEach((tr) => tr.stop())
        if (stopped) return stop()
        el.srcObject = stream
        await el.play()
        const detector = new Native({ formats: ['qr_code'] })
        const tick = async () => {
          if (stopped) return
          const found = await detector.detect(el).catch(() => [])
          if (found[0]) done(found[0].rawValue)
          else requestAnimationFrame(() => void tick())
        }
        void tick()
        return
      }
      const { BrowserQRCodeReader } = await import('@zxing/browser')
      if (stopped) return
      const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, el, (result) => {
        if (result) done(result.getText())
      })
      stop = () => controls.stop()
      if (stopped) stop()
    }
    start().catch(() => setError(t('counter.cameraError')))
    return () => {
      stopped = true
      stop()
    }
  }, [onCode, t])

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {error ? (
        <Alert type="warning" showIcon message={error} />
      ) : (
        <video ref={video} muted playsInline className="counter-scanner" aria-label={t('counter.camera')} />
      )}
      <Button onClick={onClose}>{t('counter.closeCamera')}</Button>
    </Space>
  )
}
