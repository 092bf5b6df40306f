import type { OpsApplicationApproved, OpsApplicationRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Card, Image, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { CredentialsModal } from './credentials-modal'
import { DecideButtons } from './decide-buttons'
import { ReasonModal } from './reason-modal'
import { errorText, pagerOf, useOpsList } from './use-ops-list'

type Status = OpsApplicationRow['status']
const COLOUR: Record<Status, string> = { reviewing: 'gold', approved: 'green', rejected: 'red' }

/**
 * 商家入駐審核: applications in review, oldest first, with the registration number and licence photos. Approving
 * makes the shop and its owner's login, whose password is shown here once; rejecting needs the reason the
 * applicant reads on their application page.
 */
export function OpsApplicationsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const [status, setStatus] = useState<Status>('reviewing')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsApplicationRow>('/ops/applications', {
    status,
    page,
    pageSize: 20
  })
  const [rejecting, setRejecting] = useState<OpsApplicationRow | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [approved, setApproved] = useState<OpsApplicationApproved | null>(null)

  const decide = async (row: OpsApplicationRow, decision: 'approve' | 'reject', why?: string) => {
    try {
      const r = await staffApi<OpsApplicationApproved | { id: number; status: 'rejected' }>(
        'POST',
        '/ops/applications/decide',
        { body: { id: row.id, decision, ...(why ? { reason: why } : {}) } }
      )
      if (r.status === 'approved') setApproved(r)
      else void message.success(t('ops.applications.rejected'))
      setRejecting(null)
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await reload()
  }

  return (
    <Card title={t('ops.applications.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as Status)
            setPage(1)
          }}
          options={(['reviewing', 'approved', 'rejected'] as const).map((s) => ({
            value: s,
            label: t(`enums.application.${s}`)
          }))}
        />
        {(error || (failed && !rejecting)) && (
          <Alert type="error" showIcon message={error ?? failed} role="alert" />
        )}
        <Table<OpsApplicationRow>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.applications.empty') }}
          pagination={pagerOf(data?.total ?? 0, page, setPage)}
        >
          <Table.Column<OpsApplicationRow>
            title={t('ops.applications.shop')}
            render={(_, r) => (
              <>
                <Typography.Text strong>{r.shopName}</Typography.Text>
                <div>
                  {r.category} · {r.district}
                </div>
                <Typography.Text type="secondary">{r.address}</Typography.Text>
              </>
            )}
          />
          <Table.Column<OpsApplicationRow>
            title={t('ops.applications.contact')}
            render={(_, r) => (
              <>
                <div>{r.contactName}</div>
                <Typography.Text type="secondary">
                  +{r.areaCode} {r.phoneMasked}
                </Typography.Text>
              </>
            )}
          />
          <Table.Column<OpsApplicationRow>
            title={t('ops.applications.licence')}
            render={(_, r) => (
              <>
                <div>
                  {t('ops.applications.registrationNo')}
                  {t('punct.colon')}
                  {r.registrationNo || '—'}
                </div>
                <Image.PreviewGroup>
                  <Space size={4}>
                    {r.licences.map((src, i) => (
                      <Image
                        key={src}
                        src={src}
                        width={48}
                        height={48}
                        style={{ objectFit: 'cover' }}
                        alt={`${t('ops.applications.licence')} ${i + 1}`}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              </>
            )}
          />
          <Table.Column<OpsApplicationRow>
            title={t('ops.submittedAt')}
            dataIndex="createdAt"
            responsive={['md']}
            render={(v: number) => formatTime(v)}
          />
          <Table.Column<OpsApplicationRow>
            title={t('ops.status')}
            render={(_, r) => (
              <>
                <Tag color={COLOUR[r.status]}>{t(`enums.application.${r.status}`)}</Tag>
                {r.rejectReason && <div>{r.rejectReason}</div>}
                {r.merchantId !== null && (
                  <div>
                    {t('ops.applications.shopId')} #{r.merchantId}
                  </div>
                )}
                {r.decidedBy && <Typography.Text type="secondary">{r.decidedBy}</Typography.Text>}
              </>
            )}
          />
          <Table.Column<OpsApplicationRow>
            title={t('ops.actions')}
            render={(_, r) =>
              r.status === 'reviewing' && (
                <Space wrap>
                  <DecideButtons
                    approveConfirm={t('ops.applications.approveConfirm')}
                    approveText={t('ops.applications.approve')}
                    rejectText={t('ops.applications.reject')}
                    onApprove={() => void decide(r, 'approve')}
                    onReject={() => {
                      setFailed(null)
                      setRejecting(r)
                    }}
                  />
                </Space>
              )
            }
          />
        </Table>
      </Space>
      <ReasonModal
        open={rejecting !== null}
        title={t('ops.applications.rejectTitle')}
        okText={t('ops.applications.reject')}
        hint={t('ops.applications.rejectHint')}
        label={t('ops.applications.reason')}
        maxLength={100}
        failed={failed}
        onSubmit={(why) => rejecting && void decide(rejecting, 'reject', why)}
        onCancel={() => setRejecting(null)}
      />
      <CredentialsModal
        open={approved !== null}
        title={t('ops.applications.approvedTitle')}
        hint={t('ops.applications.onceHint')}
        rows={
          approved
            ? [
                { label: t('ops.applications.shopId'), value: `#${approved.merchantId}` },
                {
                  label: t('ops.applications.username'),
                  value: approved.owner.username,
                  copy: approved.owner.username
                },
                {
                  label: t('ops.applications.password'),
                  value: approved.owner.password,
                  copy: approved.owner.password,
                  code: true
                }
              ]
            : []
        }
        onClose={() => setApproved(null)}
      />
    </Card>
  )
}
