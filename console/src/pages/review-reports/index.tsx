import {
  REPORT_STATUS_TEXT,
  REVIEW_KIND_TEXT,
  type ReportDecision,
  type ReportStatus,
  type ReviewReportRow
} from '@lotus/contract/reviews-admin'
import type { Page } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Input, Modal, Rate, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'

const PAGE_SIZE = 20
const COLOUR: Record<ReportStatus, string> = { open: 'gold', hidden: 'red', dismissed: 'default' }

/** 評價檢舉 (operators): reviews shops reported, open ones oldest first; hide the review or dismiss the report. */
export function ReviewReportsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const [status, setStatus] = useState<ReportStatus | 'all'>('open')
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<ReviewReportRow> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [deciding, setDeciding] = useState<{ row: ReviewReportRow; decision: ReportDecision } | null>(null)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setData(
        await staffApi<Page<ReviewReportRow>>('GET', '/review-reports', {
          query: { status, page, pageSize: PAGE_SIZE }
        })
      )
      setError(null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [status, page])
  useEffect(() => void load(), [load])

  const decide = async () => {
    if (!deciding) return
    setBusy(true)
    try {
      await staffApi('POST', '/review-reports/decide', {
        body: { id: deciding.row.id, decision: deciding.decision, note }
      })
      void message.success(t(`reviewReports.done.${deciding.decision}`))
      setDeciding(null)
    } catch (e) {
      void message.error(e instanceof StaffApiError ? e.message : String(e))
    } finally {
      setBusy(false)
      await load()
    }
  }

  return (
    <Card title={t('reviewReports.title')}>
      <Segmented
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        value={status}
        onChange={(v) => {
          setStatus(v as ReportStatus | 'all')
          setPage(1)
        }}
        options={[
          ...(['open', 'hidden', 'dismissed'] as const).map((s) => ({
            value: s,
            label: REPORT_STATUS_TEXT[s]
          })),
          { value: 'all', label: t('refunds.all') }
        ]}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Table<ReviewReportRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={data === null && !error}
        dataSource={data?.list ?? []}
        locale={{ emptyText: t('reviewReports.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage
        }}
      >
        <Table.Column<ReviewReportRow>
          title={t('reviewReports.fields.review')}
          render={(_, r) => (
            <div style={{ maxWidth: 360 }}>
              <Space size={6}>
                <Rate disabled value={r.review.star} style={{ fontSize: 12 }} />
                <Typography.Text type="secondary">{r.review.userName}</Typography.Text>
              </Space>
              <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>
                {r.review.content}
              </Typography.Paragraph>
            </div>
          )}
        />
        <Table.Column<ReviewReportRow>
          title={t('reviewReports.fields.shop')}
          render={(_, r) => (
            <>
              <div>{r.merchantName}</div>
              <Typography.Text type="secondary">{REVIEW_KIND_TEXT[r.kind]}</Typography.Text>
            </>
          )}
        />
        <Table.Column<ReviewReportRow>
          title={t('reviewReports.fields.reason')}
          render={(_, r) => (
            <div style={{ maxWidth: 240 }}>
              <Tag>{r.reasonText}</Tag>
              {r.detail && <div>{r.detail}</div>}
              <Typography.Text type="secondary">
                {r.reportedBy} · {formatTime(r.createdAt / 1000)}
              </Typography.Text>
            </div>
          )}
        />
        <Table.Column<ReviewReportRow>
          title={t('reviewReports.fields.status')}
          render={(_, r) => (
            <>
              <Tag color={COLOUR[r.status]}>{REPORT_STATUS_TEXT[r.status]}</Tag>
              {r.note && <div>{r.note}</div>}
            </>
          )}
        />
        <Table.Column<ReviewReportRow>
          title={t('reviewReports.fields.actions')}
          render={(_, r) =>
            r.status === 'open' ? (
              <Space>
                <Button danger onClick={() => (setNote(''), setDeciding({ row: r, decision: 'hide' }))}>
                  {t('reviewReports.hide')}
                </Button>
                <Button onClick={() => (setNote(''), setDeciding({ row: r, decision: 'dismiss' }))}>
                  {t('reviewReports.dismiss')}
                </Button>
              </Space>
            ) : null
          }
        />
      </Table>
      <Modal
        open={deciding !== null}
        title={deciding ? t(`reviewReports.confirm.${deciding.decision}`) : ''}
        okText={deciding ? t(`reviewReports.${deciding.decision}`) : ''}
        okButtonProps={{ danger: deciding?.decision === 'hide' }}
        cancelText={t('refunds.cancel')}
        confirmLoading={busy}
        onOk={() => void decide()}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('reviewReports.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={200}
          rows={3}
          placeholder={t('reviewReports.note')}
        />
      </Modal>
    </Card>
  )
}
