import type { OpsReportRow, ReportStatus } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Input, List, Segmented, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { errorText, useOpsList } from './use-ops-list'

/** 商家舉報: customers' reports against shops, open ones oldest first; resolved once, with a note. */
export function OpsReportsPage() {
  const t = useTranslate()
  const [status, setStatus] = useState<ReportStatus>('open')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsReportRow>('/ops/reports', { status, page, pageSize: 10 })
  return (
    <Card title={t('ops.reports.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as ReportStatus)
            setPage(1)
          }}
          options={[
            { value: 'open', label: t('ops.reports.open') },
            { value: 'resolved', label: t('ops.reports.resolved') }
          ]}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <List<OpsReportRow>
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.reports.empty') }}
          pagination={
            data?.total ? { current: page, total: data.total, pageSize: 10, onChange: setPage } : false
          }
          renderItem={(r) => <ReportItem key={r.id} r={r} onResolved={reload} />}
        />
      </Space>
    </Card>
  )
}

function ReportItem({ r, onResolved }: { r: OpsReportRow; onResolved: () => Promise<void> }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const resolve = async () => {
    try {
      await staffApi('POST', '/ops/reports/resolve', { body: { id: r.id, note: note.trim() } })
      void message.success(t('ops.reports.done'))
      await onResolved()
    } catch (e) {
      setError(errorText(e))
    }
  }
  return (
    <List.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={r.status === 'open' ? 'gold' : 'green'}>
            {t(r.status === 'open' ? 'ops.reports.open' : 'ops.reports.resolved')}
          </Tag>
          <Typography.Text strong>
            {r.shopName} · {r.type}
          </Typography.Text>
          <Typography.Text type="secondary">
            #{r.id} · {r.phone} · {formatTime(r.createdAt)}
          </Typography.Text>
        </Space>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {r.content}
        </Typography.Paragraph>
        {r.resolution && (
          <Alert
            type="success"
            message={`${r.resolvedBy ?? ''} · ${r.resolvedAt ? formatTime(r.resolvedAt) : ''}`}
            description={r.resolution}
          />
        )}
        {r.status === 'open' && (
          <>
            <Input.TextArea
              aria-label={t('ops.reports.note')}
              placeholder={t('ops.reports.note')}
              value={note}
              maxLength={500}
              autoSize={{ minRows: 2 }}
              onChange={(e) => setNote(e.target.value)}
            />
            {error && <Alert type="error" showIcon message={error} role="alert" />}
            <Button type="primary" disabled={[...note.trim()].length < 2} onClick={() => void resolve()}>
              {t('ops.reports.resolve')}
            </Button>
          </>
        )}
      </Space>
    </List.Item>
  )
}
