import type { WeighOrder } from '@lotus/contract/counter'
import { formatMop } from '@lotus/contract/money'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Input, InputNumber, Space, Table } from 'antd'
import { useState } from 'react'
import { StaffApiError, staffApi } from '../../api'

/** A fruit order's by-weight lines: the weighed grams per line; the weigh rule refunds the difference. */
export function WeighPanel({ shop }: { shop: number }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [orderNo, setOrderNo] = useState('')
  const [order, setOrder] = useState<WeighOrder | null>(null)
  const [grams, setGrams] = useState<Record<number, number | null>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = async (no: string) => {
    setError(null)
    setOrder(null)
    setBusy(true)
    try {
      const o = await staffApi<WeighOrder>('GET', '/counter/weigh', {
        query: { merchantId: shop, orderNo: no.trim() }
      })
      setOrder(o)
      setGrams(Object.fromEntries(o.lines.map((l) => [l.goodsId, l.finalGrams])))
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  const open = order?.lines.filter((l) => l.finalGrams === null) ?? []
  const submit = async () => {
    if (!order) return
    const lines = open.flatMap((l) => {
      const g = grams[l.goodsId]
      return g ? [{ goodsId: l.goodsId, finalGrams: g }] : []
    })
    if (lines.length === 0) return setError(t('counter.weigh.enterGrams'))
    setBusy(true)
    setError(null)
    try {
      const r = await staffApi<{ refund: number }>('POST', '/counter/weigh', {
        body: { merchantId: shop, orderId: order.orderId, lines }
      })
      void message.success(
        r.refund > 0 ? t('counter.weigh.refunded', { amount: formatMop(r.refund) }) : t('counter.weigh.done')
      )
      await load(order.orderNo)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
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
          aria-label={t('counter.weigh.orderNo')}
          placeholder={t('counter.weigh.orderNo')}
          value={orderNo}
          onChange={(e) => setOrderNo(e.target.value)}
          onPressEnter={() => void load(orderNo)}
        />
        <Button size="large" type="primary" loading={busy && !order} onClick={() => void load(orderNo)}>
          {t('counter.lookup')}
        </Button>
      </Space.Compact>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      {order && (
        <Card title={`${order.orderNo}・${order.status}`} style={{ maxWidth: 760 }}>
          <Table
            rowKey="goodsId"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={order.lines}
            columns={[
              { title: t('counter.weigh.goods'), dataIndex: 'name' },
              { title: t('counter.fields.quantity'), dataIndex: 'quantity', align: 'right' },
              {
                title: t('counter.weigh.estimated'),
                dataIndex: 'estimatedGrams',
                align: 'right',
                render: (g: number) => t('counter.weigh.grams', { grams: g })
              },
              {
                title: t('counter.weigh.final'),
                key: 'final',
                render: (_: unknown, l) =>
                  l.finalGrams !== null ? (
                    t('counter.weigh.grams', { grams: l.finalGrams })
                  ) : (
                    <InputNumber
                      min={1}
                      max={100000}
                      addonAfter={t('counter.weigh.gramUnit')}
                      aria-label={t('counter.weigh.gramsOf', { name: l.name })}
                      value={grams[l.goodsId] ?? null}
                      onChange={(v) => setGrams((g) => ({ ...g, [l.goodsId]: v }))}
                    />
                  )
              },
              {
                title: t('counter.weigh.refund'),
                dataIndex: 'refund',
                align: 'right',
                render: (r: number | null) => (r === null ? '—' : formatMop(r))
              }
            ]}
          />
          {open.length > 0 && (
            <Button
              type="primary"
              size="large"
              style={{ marginTop: 16 }}
              loading={busy}
              onClick={() => void submit()}
            >
              {t('counter.weigh.confirm')}
            </Button>
          )}
        </Card>
      )}
    </Space>
  )
}
