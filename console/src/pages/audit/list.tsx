import type { AuditEntry } from '@lotus/contract/staff'
import { List, useTable } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'
import { DatePicker, Grid, Input, Select, Space, Table, Typography } from 'antd'
import { formatTime } from '../../format'

/** The actions the filter offers (a prefix matches its sub-actions: staff.login also finds staff.login.failed). */
const ACTIONS = [
  'staff.login',
  'staff.login.failed',
  'staff.login.locked',
  'staff.totp.failed',
  'staff.totp.enrolled',
  'staff.logout',
  // operators' support desk (issue 38)
  'ops.reveal',
  'ops.identity',
  'ops.feedback',
  'ops.report.resolve'
]

/** The audit log for operators: searchable, newest first, read-only (the database refuses edits). */
export function AuditList() {
  const t = useTranslate()
  const { tableProps, setFilters } = useTable<AuditEntry>({ resource: 'audit', pagination: { pageSize: 20 } })
  const actionText = (a: string) => t(`audit.actions.${a}`, a)
  const actorText = (e: AuditEntry) =>
    e.actorType === 'anonymous' ? `${e.actorName} ${t('audit.actor.anonymous')}` : e.actorName
  // on a phone one column tells what, who and when, so nothing needs a sideways scroll
  const narrow = !Grid.useBreakpoint().md
  return (
    <List title={t('audit.title')}>
      <Space wrap style={{ marginBottom: 16, width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('audit.search')}
          aria-label={t('audit.search')}
          style={{ width: 280, maxWidth: '100%' }}
          onSearch={(q) =>
            setFilters([{ field: 'q', operator: 'contains', value: q.trim() || undefined }], 'merge')
          }
        />
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('audit.filter.action')}
          aria-label={t('audit.fields.action')}
          options={ACTIONS.map((a) => ({ value: a, label: actionText(a) }))}
          onChange={(v?: string) => setFilters([{ field: 'action', operator: 'eq', value: v }], 'merge')}
        />
        <Input.Search
          allowClear
          placeholder={t('ops.audit.actor')}
          aria-label={t('ops.audit.actor')}
          style={{ width: 220, maxWidth: '100%' }}
          onSearch={(v) =>
            setFilters([{ field: 'actor', operator: 'eq', value: v.trim() || undefined }], 'merge')
          }
        />
        <Input.Search
          allowClear
          placeholder={t('ops.audit.subject')}
          aria-label={t('ops.audit.subject')}
          style={{ width: 220, maxWidth: '100%' }}
          onSearch={(v) =>
            setFilters([{ field: 'subject', operator: 'eq', value: v.trim() || undefined }], 'merge')
          }
        />
        <DatePicker.RangePicker
          aria-label={t('ops.audit.dates')}
          onChange={(_, days) =>
            setFilters(
              [
                { field: 'from', operator: 'eq', value: days?.[0] || undefined },
                { field: 'to', operator: 'eq', value: days?.[1] || undefined }
              ],
              'merge'
            )
          }
        />
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          ...tableProps.pagination,
          showTotal: (total) => t('audit.total', { total }),
          showSizeChanger: false
        }}
      >
        {narrow ? (
          <Table.Column<AuditEntry>
            key="entry"
            title={t('audit.fields.action')}
            render={(_, e) => (
              <>
                <Typography.Text strong>{actionText(e.action)}</Typography.Text>
                <div>{actorText(e)}</div>
                <Typography.Text type="secondary">
                  {formatTime(e.at)} · {e.ip}
                </Typography.Text>
              </>
            )}
          />
        ) : (
          [
            <Table.Column<AuditEntry>
              key="at"
              dataIndex="at"
              title={t('audit.fields.at')}
              render={(v: number) => formatTime(v)}
            />,
            <Table.Column<AuditEntry>
              key="actor"
              dataIndex="actorName"
              title={t('audit.fields.actor')}
              render={(_, e) => actorText(e)}
            />,
            <Table.Column<AuditEntry>
              key="action"
              dataIndex="action"
              title={t('audit.fields.action')}
              render={actionText}
            />
          ]
        )}
        <Table.Column<AuditEntry>
          dataIndex="subjectId"
          title={t('audit.fields.subject')}
          responsive={['md']}
          render={(id: string, e) => (id ? `${e.subjectType} ${id}` : '—')}
        />
        <Table.Column<AuditEntry> dataIndex="ip" title={t('audit.fields.ip')} responsive={['lg']} />
        <Table.Column<AuditEntry>
          dataIndex="after"
          title={t('audit.fields.detail')}
          responsive={['lg']}
          render={(after: unknown, e) =>
            after === null && e.before === null ? (
              '—'
            ) : (
              <Typography.Text code style={{ fontSize: 12 }}>
                {JSON.stringify(e.before === null ? after : { before: e.before, after })}
              </Typography.Text>
            )
          }
        />
      </Table>
    </List>
  )
}
