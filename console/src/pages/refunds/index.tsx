import { type RefundStatus, type ShopRefundRow } from '@lotus/contract/counter'
import { formatMop } from '@lotus/contract/money'
import { type LineDecision } from '@lotus/contract/refund-lines'
import type { Page } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Grid,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

const COLOUR: Record<RefundStatus | LineDecision, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red'
}
const PAGE_SIZE = 20

/** 退款: the shop's refund requests, pending first; approve, or reject with the reason the customer reads. */
export function RefundsPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const { message } = App.useApp()
  const narrow = !Grid.useBreakpoint().md
  const [status, setStatus] = useState<RefundStatus | 'all'>('pending')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<ShopRefundRow> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<ShopRefundRow | null>(null)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  // deciding a refund of lines one by one: the lines given back (the others are rejected with `reason`)
  const [byLine, setByLine] = useState<ShopRefundRow | null>(null)
  const [chosen, setChosen] = useState<number[]>([])

  const load = useCallback(async () => {
    if (shop === null) return
    try {
      setData(
        await staffApi<Page<ShopRefundRow>>('GET', '/refunds', {
          query: {
            merchantId: shop,
            status: status === 'all' ? undefined : status,
            page,
            pageSize: PAGE_SIZE
          }
        })
      )
      setError(null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [shop, status, page])

  useEffect(() => {
    void load()
    // new requests arrive while the page is open
    const id = setInterval(() => void load(), 15_000)
    return () => clearInterval(id)
  }, [load])

  const decide = async (
    row: ShopRefundRow,
    decision: 'approve' | 'reject',
    why?: string,
    items?: number[]
  ) => {
    setBusy(row.id)
    try {
      await staffApi('POST', `/refunds/${decision}`, {
        body: {
          merchantId: shop,
          refundId: row.id,
          ...(why ? { reason: why } : {}),
          ...(items ? { items } : {})
        }
      })
      void message.success(decision === 'approve' ? t('refunds.approved') : t('refunds.rejected'))
      setRejecting(null)
      setByLine(null)
      setReason('')
      await load()
    } catch (e) {
      void message.error(e instanceof StaffApiError ? e.message : String(e))
    } finally {
      setBusy(null)
    }
  }

  if (shop === null) return <Typography.Text>{t('orders.noShop')}</Typography.Text>
  return (
    <Card title={t('refunds.title')}>
      {/* above the table, not in the card's head: it fits a phone's width too */}
      <Segmented
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={status}
        onChange={(v) => {
          setStatus(v as RefundStatus | 'all')
          setPage(1)
        }}
        options={[
          { value: 'pending', label: t('enums.refund.pending') },
          { value: 'approved', label: t('enums.refund.approved') },
          { value: 'rejected', label: t('enums.refund.rejected') },
          { value: 'all', label: t('refunds.all') }
        ]}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<ShopRefundRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={data === null && !error}
        dataSource={data?.list ?? []}
        locale={{ emptyText: t('refunds.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage
        }}
      >
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.order')}
          dataIndex="orderNo"
          render={(no: string, r) => (
            <>
              <div>{no}</div>
              <Typography.Text type="secondary">{formatTime(r.createdAt)}</Typography.Text>
            </>
          )}
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.customer')}
          dataIndex="customer"
          responsive={['md']}
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.reason')}
          dataIndex="reason"
          render={(reason: string, r) => (
            <div style={{ maxWidth: narrow ? 160 : 320, whiteSpace: 'normal' }}>
              <div>{reason}</div>
              {r.detail && <Typography.Text type="secondary">{r.detail}</Typography.Text>}
            </div>
          )}
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.lines')}
          key="lines"
          render={(_: unknown, r) =>
            r.lines.length === 0 ? (
              <Typography.Text type="secondary">{t('refunds.wholeOrder')}</Typography.Text>
            ) : (
              <Space direction="vertical" size={2} aria-label={t('refunds.fields.lines')}>
                {r.lines.map((l) => (
                  <Space key={l.itemId} size={4} wrap>
                    <span>
                      {l.name} × {l.qty}
                    </span>
                    <Typography.Text type="secondary">{formatMop(l.amount)}</Typography.Text>
                    {r.status !== 'pending' && (
                      <Tag color={COLOUR[l.status]}>{t(`enums.refundLine.${l.status}`)}</Tag>
                    )}
                  </Space>
                ))}
              </Space>
            )
          }
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.amount')}
          dataIndex="amount"
          align="right"
          render={(v: number) => formatMop(v)}
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.status')}
          dataIndex="status"
          render={(s: RefundStatus, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLOUR[s]}>{t(`enums.refund.${s}`)}</Tag>
              {r.decidedBy && <Typography.Text type="secondary">{r.decidedBy}</Typography.Text>}
              {r.status === 'rejected' && r.note && (
                <Typography.Text type="secondary">{r.note}</Typography.Text>
              )}
            </Space>
          )}
        />
        <Table.Column<ShopRefundRow>
          title={t('refunds.fields.actions')}
          key="actions"
          render={(_: unknown, r) =>
            r.status === 'pending' ? (
              <Space wrap>
                <Popconfirm
                  title={t('refunds.approveConfirm', { amount: formatMop(r.amount) })}
                  okText={t('refunds.approve')}
                  cancelText={t('refunds.cancel')}
                  onConfirm={() => decide(r, 'approve')}
                >
                  <Button type="primary" loading={busy === r.id}>
                    {t('refunds.approve')}
                  </Button>
                </Popconfirm>
                {r.byLines && r.lines.length > 1 && (
                  <Button
                    onClick={() => {
                      setByLine(r)
                      setChosen(r.lines.map((l) => l.itemId))
                      setReason('')
                    }}
                    disabled={busy === r.id}
                  >
                    {t('refunds.byLine')}
                  </Button>
                )}
                <Button danger onClick={() => setRejecting(r)} disabled={busy === r.id}>
                  {t('refunds.reject')}
                </Button>
              </Space>
            ) : null
          }
        />
      </Table>
      <Modal
        open={rejecting !== null}
        title={t('refunds.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
        okText={t('refunds.reject')}
        cancelText={t('refunds.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: busy !== null }}
        onOk={() => rejecting && void decide(rejecting, 'reject', reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <Input.TextArea
          aria-label={t('refunds.reason')}
          placeholder={t('refunds.reasonPlaceholder')}
          maxLength={200}
          showCount
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <ByLineModal
        row={byLine}
        chosen={chosen}
        setChosen={setChosen}
        reason={reason}
        setReason={setReason}
        busy={busy !== null}
        onCancel={() => setByLine(null)}
        onOk={(row, items, why) => void decide(row, 'approve', why, items)}
      />
    </Card>
  )
}

/**
 * 逐項處理: tick the lines given back; the others are rejected with the reason the customer reads. The money is
 * the ticked lines' (each line's share was fixed when asked; all of them: the whole amount asked).
 */
function ByLineModal(p: {
  row: ShopRefundRow | null
  chosen: number[]
  setChosen: (ids: number[]) => void
  reason: string
  setReason: (v: string) => void
  busy: boolean
  onCancel: () => void
  onOk: (row: ShopRefundRow, items: number[], reason?: string) => void
}) {
  const t = useTranslate()
  const row = p.row
  const lines = row?.lines ?? []
  const all = lines.length > 0 && lines.every((l) => p.chosen.includes(l.itemId))
  const amount = all
    ? (row?.amount ?? 0)
    : lines.filter((l) => p.chosen.includes(l.itemId)).reduce((s, l) => s + l.amount, 0)
  const needReason = !all
  return (
    <Modal
      open={row !== null}
      title={t('refunds.byLineTitle', { orderNo: row?.orderNo ?? '' })}
      okText={t('refunds.approveLines', { amount: formatMop(amount) })}
      cancelText={t('refunds.cancel')}
      okButtonProps={{
        disabled: p.chosen.length === 0 || (needReason && p.reason.trim() === ''),
        loading: p.busy
      }}
      onOk={() => row && p.onOk(row, p.chosen, needReason ? p.reason.trim() : undefined)}
      onCancel={p.onCancel}
    >
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 12 }}
        value={p.chosen}
        onChange={(v) => p.setChosen(v as number[])}
        options={lines.map((l) => ({
          value: l.itemId,
          label: `${l.name} × ${l.qty}${t('punct.paren', { text: formatMop(l.amount) })}`
        }))}
      />
      {needReason && (
        <Input.TextArea
          style={{ marginBottom: 16 }}
          aria-label={t('refunds.linesReason')}
          placeholder={t('refunds.linesReason')}
          maxLength={200}
          showCount
          rows={2}
          value={p.reason}
          onChange={(e) => p.setReason(e.target.value)}
        />
      )}
    </Modal>
  )
}
