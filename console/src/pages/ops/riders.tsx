import { type OpsRiderApplicationRow, type OpsRiderApproved, type OpsRiderRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { CredentialsModal } from './credentials-modal'
import { DecideButtons } from './decide-buttons'
import { ReasonModal } from './reason-modal'
import { errorText, pagerOf, useOpsList } from './use-ops-list'

type Tab = 'applications' | 'riders'

/**
 * 騎手管理: applications in review (approve into a rider login whose password shows once, or reject with a
 * reason), and riders, whom support suspends (no new deliveries; those in hand are finished) or reinstates.
 */
export function OpsRidersPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const [tab, setTab] = useState<Tab>('applications')
  const [page, setPage] = useState(1)
  const apps = useOpsList<OpsRiderApplicationRow>('/ops/rider-applications', { page, pageSize: 20 })
  const riders = useOpsList<OpsRiderRow>('/ops/riders', { page, pageSize: 20 })
  const [failed, setFailed] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<OpsRiderApplicationRow | null>(null)
  const [suspending, setSuspending] = useState<OpsRiderRow | null>(null)
  const [approved, setApproved] = useState<OpsRiderApproved | null>(null)
  const list = tab === 'applications' ? apps : riders

  const decide = async (row: OpsRiderApplicationRow, decision: 'approve' | 'reject', why?: string) => {
    try {
      const r = await staffApi<OpsRiderApproved | { status: 'rejected' }>(
        'POST',
        '/ops/rider-applications/decide',
        {
          body: { id: row.id, decision, ...(why ? { reason: why } : {}) }
        }
      )
      if (r.status === 'approved') setApproved(r)
      else void message.success(t('ops.riders.rejected'))
      setRejecting(null)
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await apps.reload()
  }

  const suspend = async (row: OpsRiderRow, on: boolean, why: string) => {
    try {
      await staffApi('POST', '/ops/riders/suspend', { body: { riderId: row.id, suspend: on, reason: why } })
      void message.success(t(on ? 'ops.riders.suspended' : 'ops.riders.reinstated'))
      setSuspending(null)
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await riders.reload()
  }

  const pagination = (total: number) => pagerOf(total, page, setPage)

  return (
    <Card title={t('ops.riders.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={tab}
          onChange={(v) => {
            setTab(v as Tab)
            setPage(1)
          }}
          options={[
            { value: 'applications', label: t('ops.riders.applications') },
            { value: 'riders', label: t('ops.riders.riders') }
          ]}
        />
        {(list.error || (failed && !rejecting && !suspending)) && (
          <Alert type="error" showIcon message={list.error ?? failed} role="alert" />
        )}
        {tab === 'applications' ? (
          <Table<OpsRiderApplicationRow>
            rowKey="id"
            size="middle"
            scroll={{ x: 'max-content' }}
            dataSource={apps.data?.list ?? []}
            loading={!apps.data && !apps.error}
            locale={{ emptyText: t('ops.riders.noApplications') }}
            pagination={pagination(apps.data?.total ?? 0)}
          >
            <Table.Column<OpsRiderApplicationRow>
              title={t('ops.riders.name')}
              render={(_, r) => (
                <>
                  <div>{r.name}</div>
                  <Typography.Text type="secondary">
                    +{r.areaCode} {r.phoneMasked}
                  </Typography.Text>
                </>
              )}
            />
            <Table.Column<OpsRiderApplicationRow>
              title={t('ops.riders.vehicle')}
              render={(_, r) => t(`enums.vehicle.${r.vehicle}`)}
            />
            <Table.Column<OpsRiderApplicationRow>
              title={t('ops.submittedAt')}
              dataIndex="createdAt"
              render={(v: number) => formatTime(v)}
            />
            <Table.Column<OpsRiderApplicationRow>
              title={t('ops.actions')}
              render={(_, r) => (
                <Space wrap>
                  <DecideButtons
                    approveConfirm={t('ops.riders.approveConfirm')}
                    approveText={t('ops.riders.approve')}
                    rejectText={t('ops.riders.reject')}
                    onApprove={() => void decide(r, 'approve')}
                    onReject={() => {
                      setFailed(null)
                      setRejecting(r)
                    }}
                  />
                </Space>
              )}
            />
          </Table>
        ) : (
          <Table<OpsRiderRow>
            rowKey="id"
            size="middle"
            scroll={{ x: 'max-content' }}
            dataSource={riders.data?.list ?? []}
            loading={!riders.data && !riders.error}
            locale={{ emptyText: t('ops.riders.noRiders') }}
            pagination={pagination(riders.data?.total ?? 0)}
          >
            <Table.Column<OpsRiderRow>
              title={t('ops.riders.name')}
              render={(_, r) => (
                <>
                  <div>
                    {r.name} <Typography.Text type="secondary">{r.username}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary">{r.phoneMasked}</Typography.Text>
                </>
              )}
            />
            <Table.Column<OpsRiderRow>
              title={t('ops.status')}
              render={(_, r) => (
                <>
                  {r.disabled ? (
                    <Tag>{t('ops.riders.disabled')}</Tag>
                  ) : r.suspended ? (
                    <Tag color="orange">{t('ops.riders.suspendedTag')}</Tag>
                  ) : (
                    <Tag color="green">{t('ops.riders.active')}</Tag>
                  )}
                  {r.suspendedReason && <div>{r.suspendedReason}</div>}
                </>
              )}
            />
            <Table.Column<OpsRiderRow> title={t('ops.riders.inHand')} dataIndex="inHand" />
            <Table.Column<OpsRiderRow>
              title={t('ops.actions')}
              render={(_, r) =>
                r.suspended ? (
                  <Popconfirm
                    title={t('ops.riders.reinstateConfirm')}
                    okText={t('ops.riders.reinstate')}
                    cancelText={t('ops.cancel')}
                    onConfirm={() => suspend(r, false, t('ops.riders.reinstateReason') as string)}
                  >
                    <Button size="small">{t('ops.riders.reinstate')}</Button>
                  </Popconfirm>
                ) : (
                  <Button
                    size="small"
                    danger
                    onClick={() => {
                      setFailed(null)
                      setSuspending(r)
                    }}
                  >
                    {t('ops.riders.suspend')}
                  </Button>
                )
              }
            />
          </Table>
        )}
      </Space>
      <ReasonModal
        open={rejecting !== null || suspending !== null}
        title={t(rejecting ? 'ops.riders.rejectTitle' : 'ops.riders.suspendTitle')}
        okText={t(rejecting ? 'ops.riders.reject' : 'ops.riders.suspend')}
        hint={t(rejecting ? 'ops.riders.rejectHint' : 'ops.riders.suspendHint')}
        label={t('ops.riders.reason')}
        maxLength={rejecting ? 100 : 200}
        minLength={2}
        failed={failed}
        onSubmit={(why) =>
          rejecting
            ? void decide(rejecting, 'reject', why)
            : suspending && void suspend(suspending, true, why)
        }
        onCancel={() => {
          setRejecting(null)
          setSuspending(null)
        }}
      />
      <CredentialsModal
        open={approved !== null}
        title={t('ops.riders.approvedTitle')}
        hint={t('ops.riders.onceHint')}
        rows={
          approved
            ? [
                {
                  label: t('ops.riders.username'),
                  value: approved.rider.username,
                  copy: approved.rider.username
                },
                {
                  label: t('ops.applications.password'),
                  value: approved.rider.password,
                  copy: approved.rider.password,
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
