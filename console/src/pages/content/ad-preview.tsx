import type { AdKey } from '@lotus/contract/ads'
import { useTranslate } from '@refinedev/core'

/**
 * How an ad looks on a phone 375 px wide, drawn with the app's sizes (components/ad-popup, components/banner):
 * the popup as a 290 px card over the dimmed home, a banner as the 351 × 120 carousel slide.
 */
export function AdPreview({ adKey, name, image }: { adKey: AdKey; name: string; image: string | null }) {
  const t = useTranslate()
  const picture = image ? (
    <img src={image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
  ) : (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #fff3e6, #ffd8b0)',
        color: '#7a2e0a',
        fontSize: 16,
        fontWeight: 600,
        padding: 16,
        textAlign: 'center'
      }}
    >
      {name}
    </div>
  )
  return (
    <figure
      aria-label={t('content.ads.previewLabel')}
      data-testid="ad-preview"
      style={{
        width: 375,
        height: 560,
        margin: 0,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 24,
        border: '8px solid #222',
        background: '#f5f5f5',
        boxSizing: 'content-box',
        flex: 'none'
      }}
    >
      <div
        style={{ height: 50, background: '#fff', display: 'flex', alignItems: 'center', padding: '0 16px' }}
      >
        <b>Lotus</b>
      </div>
      {adKey === 'INDEX_BANNER' ? (
        <div style={{ margin: 12, width: 351, height: 120, borderRadius: 10, overflow: 'hidden' }}>
          {picture}
        </div>
      ) : (
        <>
          <div style={{ margin: 12, height: 120, borderRadius: 10, background: '#e8e8e8' }} />
          <div
            style={{
              position: 'absolute',
              inset: 0,
              background: 'rgba(0,0,0,0.6)',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center'
            }}
          >
            <div style={{ width: 290, borderRadius: 14, overflow: 'hidden', background: '#fff' }}>
              <div style={{ width: 290, height: 300 }}>{picture}</div>
              <div style={{ padding: '10px 14px', fontSize: 15, fontWeight: 600, textAlign: 'center' }}>
                {name}
              </div>
            </div>
            <div
              aria-hidden
              style={{
                marginTop: 14,
                width: 44,
                height: 44,
                border: '2px solid #fff',
                borderRadius: '50%',
                color: '#fff',
                fontSize: 24,
                lineHeight: '40px',
                textAlign: 'center',
                boxSizing: 'border-box'
              }}
            >
              ×
            </div>
          </div>
        </>
      )}
    </figure>
  )
}
