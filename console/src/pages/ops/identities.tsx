import { ID_DOC_LABELS, IDENTITY_STATUS_TEXT } from '@lotus/contract/identity'
import type { OpsIdentityRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { RevealButton } from './reveal-button'
import { errorText, useOpsList } from './use-ops-list'

type Status = OpsIdentityRow['status']
const COLOUR: Record<Status, string> = { reviewing: 'gold', approved: 'green', rejected: 'red' }

/** 實名認證審核: documents in review, oldest first, masked; approve, or reject with the reason the customer reads. */
export function OpsIdentityPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const [status, setStatus] = useState<Status>('reviewing')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsIdentityRow>('/ops/identities', {
    status,
    page,
    pageSize: 20
  })
  const [rejecting, setRejecting] = useState<OpsIdentityRow | null>(null)
  const [reason, setReason] = useState('')
  const [failed, setFailed] = useState<string | null>(null)

  const decide = async (row: OpsIdentityRow, decision: 'approve' | 'reject', why?: string) => {
    try {
      await staffApi('POST', '/ops/identities/decide', {
        body: { userId: row.userId, decision, ...(why ? { reason: why } : {}) }
      })
      void message.success(t(decision === 'approve' ? 'ops.identity.approved' : 'ops.identity.rejected'))
      setRejecting(null)
      setReason('')
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await reload()
  }

  return (
    <Card title={t('ops.identity.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as Status)
            setPage(1)
          }}
          options={(['reviewing', 'approved', 'rejected'] as const).map((s) => ({
            value: s,
            label: IDENTITY_STATUS_TEXT[s]
          }))}
        />
        {(error || (failed && !rejecting)) && (
          <Alert type="error" showIcon message={error ?? failed} role="alert" />
        )}
        <Table<OpsIdentityRow>
          rowKey="userId"
          size="middle"
          scroll={{ x: 'max-content' }}
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.identity.empty') }}
          pagination={{
            current: page,
            total: data?.total ?? 0,
            pageSize: 20,
            onChange: setPage,
            showSizeChanger: false
          }}
        >
          <Table.Column<OpsIdentityRow>
            title={t('ops.identity.customer')}
            render={(_, r) => (
              <>
                <div>#{r.userId}</div>
                <Typography.Text type="secondary">{r.phone}</Typography.Text>
              </>
            )}
          />
          <Table.Column<OpsIdentityRow>
            title={t('ops.identity.document')}
            render={(_, r) => (
              <>
                <div>{ID_DOC_LABELS[r.docType]}</div>
                <div>
                  {r.maskedName} · {r.maskedNumber}
                </div>
              </>
            )}
          />
          <Table.Column<OpsIdentityRow>
            title={t('ops.submittedAt')}
            dataIndex="createdAt"
            responsive={['md']}
            render={(v: number) => formatTime(v)}
          />
          <Table.Column<OpsIdentityRow>
            title={t('ops.status')}
            render={(_, r) => (
              <>
                <Tag color={COLOUR[r.status]}>{IDENTITY_STATUS_TEXT[r.status]}</Tag>
                {r.rejectReason && <div>{r.rejectReason}</div>}
              </>
            )}
          />
          <Table.Column<OpsIdentityRow>
            title={t('ops.actions')}
            render={(_, r) => (
              <Space wrap>
                <RevealButton kind="identity" id={r.userId} />
                {r.status === 'reviewing' && (
                  <>
                    <Popconfirm
                      title={t('ops.identity.approveConfirm')}
                      okText={t('ops.identity.approve')}
                      cancelText={t('ops.cancel')}
                      onConfirm={() => decide(r, 'approve')}
                    >
                      <Button size="small" type="primary">
                        {t('ops.identity.approve')}
                      </Button>
                    </Popconfirm>
                    <Button
                      size="small"
                      danger
                      onClick={() => {
                        setFailed(null)
                        setRejecting(r)
                      }}
                    >
                      {t('ops.identity.reject')}
                    </Button>
                  </>
                )}
              </Space>
            )}
          />
        </Table>
      </Space>
      <Modal
        open={rejecting !== null}
        title={t('ops.identity.rejectTitle')}
        okText={t('ops.identity.reject')}
        cancelText={t('ops.cancel')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onOk={() => rejecting && decide(rejecting, 'reject', reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <p>{t('ops.identity.rejectHint')}</p>
        <Input.TextArea
          aria-label={t('ops.identity.reason')}
          placeholder={t('ops.identity.reason')}
          value={reason}
          maxLength={100}
          autoSize={{ minRows: 2 }}
          onChange={(e) => setReason(e.target.value)}
        />
        {failed && <Alert type="error" showIcon message={failed} role="alert" style={{ marginTop: 12 }} />}
      </Modal>
    </Card>
  )
}
