import type { OpsIdentityRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Card, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { RevealButton } from './reveal-button'
import { DecideButtons } from './decide-buttons'
import { ReasonModal } from './reason-modal'
import { errorText, pagerOf, useOpsList } from './use-ops-list'

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
  const [failed, setFailed] = useState<string | null>(null)

  const decide = async (row: OpsIdentityRow, decision: 'approve' | 'reject', why?: string) => {
    try {
      await staffApi('POST', '/ops/identities/decide', {
        body: { userId: row.userId, decision, ...(why ? { reason: why } : {}) }
      })
      void message.success(t(decision === 'approve' ? 'ops.identity.approved' : 'ops.identity.rejected'))
      setRejecting(null)
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
            label: t(`enums.identity.${s}`)
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
          pagination={pagerOf(data?.total ?? 0, page, setPage)}
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
                <div>{t(`enums.idDoc.${r.docType}`)}</div>
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
                <Tag color={COLOUR[r.status]}>{t(`enums.identity.${r.status}`)}</Tag>
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
                    <DecideButtons
                      approveConfirm={t('ops.identity.approveConfirm')}
                      approveText={t('ops.identity.approve')}
                      rejectText={t('ops.identity.reject')}
                      onApprove={() => void decide(r, 'approve')}
                      onReject={() => {
                        setFailed(null)
                        setRejecting(r)
                      }}
                    />
                  </>
                )}
              </Space>
            )}
          />
        </Table>
      </Space>
      <ReasonModal
        open={rejecting !== null}
        title={t('ops.identity.rejectTitle')}
        okText={t('ops.identity.reject')}
        hint={t('ops.identity.rejectHint')}
        label={t('ops.identity.reason')}
        maxLength={100}
        failed={failed}
        onSubmit={(why) => rejecting && void decide(rejecting, 'reject', why)}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  )
}
