import { type CounterCode } from '@lotus/contract/counter'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Descriptions, Input, Space, Spin, Tag } from 'antd'
import { lazy, Suspense, useCallback, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'

const Scanner = lazy(() => import('./scanner'))

const STATE_COLOUR: Record<CounterCode['state'], string> = {
  unused: 'green',
  used: 'default',
  refunded: 'orange',
  expired: 'red'
}

/** Type or scan a code; the counter shows what it is for, and redeems it once on the confirm tap. */
export function CodePanel({ shop }: { shop: number }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [code, setCode] = useState('')
  const [found, setFound] = useState<CounterCode | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [scanning, setScanning] = useState(false)
  // redeemed here just now: the card says 已使用 as a success, not as a refusal
  const [justRedeemed, setJustRedeemed] = useState(false)

  const lookup = useCallback(
    async (value: string) => {
      const c = value.replace(/\s+/g, '')
      setFound(null)
      setError(null)
      setJustRedeemed(false)
      if (!/^(\d{8}|\d{12})$/.test(c)) return setError(t('counter.codeFormat'))
      setBusy(true)
      try {
        setFound(
          await staffApi<CounterCode>('GET', '/counter/code', { query: { merchantId: shop, code: c } })
        )
      } catch (e) {
        setError(e instanceof StaffApiError ? e.message : String(e))
      } finally {
        setBusy(false)
      }
    },
    [shop, t]
  )

  const onScanned = useCallback(
    (text: string) => {
      setScanning(false)
      setCode(text)
      void lookup(text)
    },
    [lookup]
  )

  const redeem = async () => {
    if (!found) return
    setBusy(true)
    try {
      const after = await staffApi<CounterCode>('POST', '/counter/redeem', {
        body: { merchantId: shop, code: found.code }
      })
      setFound(after)
      setJustRedeemed(true)
      void message.success(t('counter.redeemed'))
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
      // what the code is now (another counter may have redeemed it)
      staffApi<CounterCode>('GET', '/counter/code', { query: { merchantId: shop, code: found.code } }).then(
        setFound,
        () => {}
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input
          size="large"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('counter.code')}
          placeholder={t('counter.codePlaceholder')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => void lookup(code)}
        />
        <Button size="large" type="primary" onClick={() => void lookup(code)} loading={busy && !found}>
          {t('counter.lookup')}
        </Button>
      </Space.Compact>
      {!scanning && <Button onClick={() => setScanning(true)}>{t('counter.scan')}</Button>}
      {scanning && (
        <Suspense fallback={<Spin />}>
          <Scanner onCode={onScanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      {found && (
        <Card
          title={t('counter.kindTitle', { kind: t(`enums.counterKind.${found.kind}`), title: found.title })}
          extra={<Tag color={STATE_COLOUR[found.state]}>{t(`enums.counterState.${found.state}`)}</Tag>}
          style={{ maxWidth: 640 }}
        >
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('counter.fields.code')}>{found.code}</Descriptions.Item>
            {found.lines.map((l, i) => (
              <Descriptions.Item key={i} label={i === 0 ? t('counter.fields.content') : ' '}>
                {l}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('counter.fields.quantity')}>{found.quantity}</Descriptions.Item>
            <Descriptions.Item label={t('counter.fields.customer')}>{found.customer}</Descriptions.Item>
            {found.validUntil && (
              <Descriptions.Item label={t('counter.fields.validUntil')}>{found.validUntil}</Descriptions.Item>
            )}
            {found.orderNo && (
              <Descriptions.Item label={t('counter.fields.orderNo')}>{found.orderNo}</Descriptions.Item>
            )}
            {found.usedAt !== null && (
              <Descriptions.Item label={t('counter.fields.usedAt')}>
                {formatTime(found.usedAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {justRedeemed && (
            <Alert type="success" showIcon message={t('counter.redeemed')} style={{ marginTop: 12 }} />
          )}
          {found.refusal && !justRedeemed && (
            <Alert type="warning" showIcon message={found.refusal} style={{ marginTop: 12 }} />
          )}
          {found.state === 'unused' && (
            <Button
              type="primary"
              size="large"
              block
              style={{ marginTop: 16 }}
              disabled={found.refusal !== null}
              loading={busy}
              onClick={() => void redeem()}
            >
              {t('counter.confirm')}
            </Button>
          )}
        </Card>
      )}
    </Space>
  )
}
