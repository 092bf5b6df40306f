import { formatMop } from '@lotus/contract/money'
import type { OpsOrderDetail } from '@lotus/contract/ops'
import { DISPUTE_STATUS_TEXT, type DisputeStatus, type OpsDisputeRow } from '@lotus/contract/refund-dispute'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Input,
  List,
  Popconfirm,
  Segmented,
  Space,
  Tag,
  Typography
} from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { OrderEvents } from './order-events'
import { errorText, useOpsList } from './use-ops-list'

const STATUS_COLOR: Record<DisputeStatus, string> = { open: 'gold', overruled: 'green', upheld: 'default' }

/**
 * 退款仲裁: refunds a shop rejected that the customer asked the platform to decide, open ones oldest first. Support
 * reads the order's history, the shop's and the customer's reasons, then overrules (the money goes back) or upholds
 * with a reason the customer reads. Decided once: a second operator's decision is refused by the server.
 */
export function OpsDisputesPage() {
  const t = useTranslate()
  const [status, setStatus] = useState<DisputeStatus>('open')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsDisputeRow>('/ops/disputes', { status, page, pageSize: 10 })
  return (
    <Card title={t('ops.disputes.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as DisputeStatus)
            setPage(1)
          }}
          options={(['open', 'overruled', 'upheld'] as const).map((s) => ({
            value: s,
            label: DISPUTE_STATUS_TEXT[s]
          }))}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <List<OpsDisputeRow>
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.disputes.empty') }}
          pagination={
            data?.total ? { current: page, total: data.total, pageSize: 10, onChange: setPage } : false
          }
          renderItem={(r) => <DisputeItem key={r.refundId} r={r} onDecided={reload} />}
        />
      </Space>
    </Card>
  )
}

function DisputeItem({ r, onDecided }: { r: OpsDisputeRow; onDecided: () => Promise<void> }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [history, setHistory] = useState<OpsOrderDetail | null>(null)

  const decide = async (what: 'overrule' | 'uphold') => {
    setBusy(true)
    try {
      await staffApi('POST', `/ops/disputes/${what}`, {
        body: what === 'overrule' ? { refundId: r.refundId } : { refundId: r.refundId, note: note.trim() }
      })
      void message.success(t(`ops.disputes.${what}Done`))
      await onDecided()
    } catch (e) {
      setError(errorText(e))
      // decided by someone else meanwhile: show the queue as it is now
      await onDecided()
    } finally {
      setBusy(false)
    }
  }
  const openHistory = async () => {
    try {
      setHistory(await staffApi<OpsOrderDetail>('GET', '/ops/order', { query: { orderId: r.orderId } }))
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <List.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={STATUS_COLOR[r.status]}>{DISPUTE_STATUS_TEXT[r.status]}</Tag>
          <Typography.Text strong>
            {r.shopName} · {r.orderNo}
          </Typography.Text>
          <Typography.Text strong>{formatMop(r.amount)}</Typography.Text>
          <Typography.Text type="secondary">
            {r.customer} · {formatTime(r.createdAt)}
          </Typography.Text>
        </Space>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('ops.disputes.refundReason')}>
            {r.refundDetail ? `${r.refundReason}${t('punct.colon')}${r.refundDetail}` : r.refundReason}
          </Descriptions.Item>
          <Descriptions.Item label={t('ops.disputes.rejection')}>
            {r.rejection ?? '—'} · {formatTime(r.rejectedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('ops.disputes.reason')}>{r.reason}</Descriptions.Item>
        </Descriptions>
        {history ? (
          <>
            <Typography.Text strong>{t('ops.disputes.historyTitle')}</Typography.Text>
            <OrderEvents events={history.events} />
          </>
        ) : (
          <Button type="link" style={{ padding: 0 }} onClick={() => void openHistory()}>
            {t('ops.disputes.history')}
          </Button>
        )}
        {r.status !== 'open' && (
          <Alert
            type={r.status === 'overruled' ? 'success' : 'info'}
            message={`${DISPUTE_STATUS_TEXT[r.status]} · ${r.decidedBy ?? ''} · ${r.decidedAt ? formatTime(r.decidedAt) : ''}`}
            description={r.note ?? undefined}
          />
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        {r.status === 'open' && (
          <>
            <Input.TextArea
              aria-label={t('ops.disputes.note')}
              placeholder={t('ops.disputes.note')}
              value={note}
              maxLength={500}
              autoSize={{ minRows: 2 }}
              onChange={(e) => setNote(e.target.value)}
            />
            <Space wrap>
              <Popconfirm
                title={t('ops.disputes.overruleConfirm', { amount: formatMop(r.amount) })}
                okText={t('ops.disputes.overrule')}
                cancelText={t('ops.disputes.cancel')}
                onConfirm={() => decide('overrule')}
              >
                <Button type="primary" disabled={busy}>
                  {t('ops.disputes.overrule')}
                </Button>
              </Popconfirm>
              <Button disabled={busy || [...note.trim()].length < 2} onClick={() => void decide('uphold')}>
                {t('ops.disputes.uphold')}
              </Button>
            </Space>
          </>
        )}
      </Space>
    </List.Item>
  )
}
