import type { ShopRefundRow } from '@lotus/contract/counter'
import { formatMop } from '@lotus/contract/money'
import { useTranslate } from '@refinedev/core'
import { App, Badge, Button, Card, Input, Modal, Popconfirm, Space, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'

/**
 * 退款申請 above the board's columns (issue 36 point 5): the shop's pending requests, oldest first, approved or
 * rejected right here (the same calls as the 退款 page, which decides lines one by one).
 */
export function RefundStrip(props: {
  shop: number
  refunds: ShopRefundRow[]
  /** more pending than the strip lists */
  more: number
  onChanged(): Promise<void>
}) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [busy, setBusy] = useState<number | null>(null)
  const [rejecting, setRejecting] = useState<ShopRefundRow | null>(null)
  const [reason, setReason] = useState('')

  const decide = async (r: ShopRefundRow, decision: 'approve' | 'reject', why?: string) => {
    setBusy(r.id)
    try {
      await staffApi('POST', `/refunds/${decision}`, {
        body: { merchantId: props.shop, refundId: r.id, ...(why ? { reason: why } : {}) }
      })
      void message.success(decision === 'approve' ? t('refunds.approved') : t('refunds.rejected'))
      setRejecting(null)
      setReason('')
    } catch (err) {
      void message.error(err instanceof StaffApiError ? err.message : String(err))
    } finally {
      setBusy(null)
      await props.onChanged()
    }
  }

  const count = props.refunds.length + props.more
  return (
    <Card
      size="small"
      className="board__refunds"
      aria-label={t('board.refunds.title')}
      title={
        <Space size={8}>
          <Typography.Text strong>{t('board.refunds.title')}</Typography.Text>
          <Badge count={count} showZero color={count > 0 ? '#faad14' : '#d9d9d9'} />
        </Space>
      }
      extra={<Link to="/refunds">{t('board.refunds.open')}</Link>}
    >
      {props.refunds.length === 0 ? (
        <Typography.Text type="secondary">{t('board.refunds.empty')}</Typography.Text>
      ) : (
        <ul className="board__refund-list">
          {props.refunds.map((r) => (
            <li key={r.id} className="board__refund" data-refund-id={r.id}>
              <div className="board__refund-text">
                <Space size={8} wrap>
                  <Typography.Text strong>{r.orderNo}</Typography.Text>
                  <Typography.Text>
                    {t('board.refunds.asked', { amount: formatMop(r.amount) })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatTime(r.createdAt)}</Typography.Text>
                </Space>
                <div>
                  {r.reason}
                  {r.detail && (
                    <Typography.Text type="secondary">{t('punct.paren', { text: r.detail })}</Typography.Text>
                  )}
                </div>
              </div>
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
                <Button danger disabled={busy === r.id} onClick={() => setRejecting(r)}>
                  {t('refunds.reject')}
                </Button>
                {r.byLines && r.lines.length > 1 && <Link to="/refunds">{t('refunds.byLine')}</Link>}
              </Space>
            </li>
          ))}
        </ul>
      )}
      {props.more > 0 && (
        <Typography.Text type="secondary">
          <Link to="/refunds">{t('board.refunds.more', { count: props.more })}</Link>
        </Typography.Text>
      )}
      <Modal
        open={rejecting !== null}
        title={t('refunds.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
        okText={t('refunds.reject')}
        cancelText={t('refunds.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: busy !== null }}
        onOk={() => rejecting && void decide(rejecting, 'reject', reason.trim())}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
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
    </Card>
  )
}
