import { formatMop } from '@lotus/contract/money'
import type { OpsDeletionRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, Card, Table } from 'antd'
import { useState } from 'react'
import { formatTime } from '../../format'
import { useOpsList } from './use-ops-list'

/** 註銷申請: accounts in their 7-day window, soonest erased first; read-only (the customer cancels by logging in). */
export function OpsDeletionsPage() {
  const t = useTranslate()
  const [page, setPage] = useState(1)
  const { data, error } = useOpsList<OpsDeletionRow>('/ops/deletions', { page, pageSize: 20 })
  return (
    <Card title={t('ops.deletions.title')}>
      <Alert type="info" showIcon message={t('ops.deletions.hint')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Table<OpsDeletionRow>
        rowKey="userId"
        size="middle"
        scroll={{ x: 'max-content' }}
        dataSource={data?.list ?? []}
        loading={!data && !error}
        locale={{ emptyText: t('ops.deletions.empty') }}
        pagination={{
          current: page,
          total: data?.total ?? 0,
          pageSize: 20,
          onChange: setPage,
          showSizeChanger: false
        }}
      >
        <Table.Column<OpsDeletionRow>
          title={t('ops.lookup.customer')}
          render={(_, r) => `#${r.userId} ${r.nickname} · ${r.phone}`}
        />
        <Table.Column<OpsDeletionRow>
          title={t('ops.deletions.requestedAt')}
          dataIndex="requestedAt"
          responsive={['md']}
          render={(v: number) => formatTime(v)}
        />
        <Table.Column<OpsDeletionRow>
          title={t('ops.deletions.eraseAt')}
          dataIndex="eraseAt"
          render={(v: number) => formatTime(v)}
        />
        <Table.Column<OpsDeletionRow>
          title={t('ops.deletions.forfeited')}
          dataIndex="forfeited"
          responsive={['md']}
          render={(v: number) => formatMop(v)}
        />
      </Table>
    </Card>
  )
}
