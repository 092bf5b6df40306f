import { ORDER_STATES } from '@lotus/contract/order'
import { formatMop } from '@lotus/contract/money'
import { machineFor, orderableKinds } from '@lotus/contract/order-machines'
import type { StaffOrderRow } from '@lotus/contract/staff'
import { List, useTable } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'
import { Grid, Select, Table, Tag, Typography } from 'antd'
import { formatTime } from '../../format'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

const STATUS_COLOURS: Record<string, string> = {
  paid: 'gold',
  accepted: 'blue',
  delivering: 'geekblue',
  delivered: 'green',
  completed: 'green',
  cancelled: 'default',
  refunding: 'orange',
  refunded: 'default',
  refund_rejected: 'red'
}

/** Each state's text as the order machines word it (the first machine that has the state). */
const STATE_TEXT = new Map<string, string>()
for (const kind of orderableKinds()) {
  for (const [state, text] of Object.entries(machineFor(kind)?.text ?? {})) {
    if (!STATE_TEXT.has(state)) STATE_TEXT.set(state, text as string)
  }
}

/** The shop in view's paid orders, newest first (read-only: the order board adds its actions here). */
export function OrderList() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const shopName = me?.shops.find((s) => s.id === shop)?.name ?? ''
  // on a phone the time goes under the order number, so number, status and amount fit without scrolling
  const narrow = !Grid.useBreakpoint().md
  const { tableProps, setFilters } = useTable<StaffOrderRow>({
    resource: 'orders',
    pagination: { pageSize: 20 },
    filters: { permanent: [{ field: 'merchantId', operator: 'eq', value: shop ?? undefined }] },
    queryOptions: { enabled: shop !== null }
  })
  return (
    <List
      title={shop === null ? t('orders.noShop') : t('orders.title', { shop: shopName })}
      headerButtons={
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('orders.filter.status')}
          aria-label={t('orders.fields.status')}
          options={ORDER_STATES.map((s) => ({ value: s, label: STATE_TEXT.get(s) ?? s }))}
          onChange={(v?: string) => setFilters([{ field: 'status', operator: 'eq', value: v }], 'merge')}
        />
      }
    >
      <Table
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('orders.empty') }}
        pagination={{
          ...tableProps.pagination,
          showTotal: (total) => t('orders.total', { total }),
          showSizeChanger: false
        }}
      >
        <Table.Column<StaffOrderRow>
          dataIndex="orderNo"
          title={t('orders.fields.orderNo')}
          render={(no: string, row) =>
            narrow ? (
              <>
                <div>{no}</div>
                <Typography.Text type="secondary">{formatTime(row.createdAt)}</Typography.Text>
              </>
            ) : (
              no
            )
          }
        />
        <Table.Column<StaffOrderRow>
          dataIndex="createdAt"
          title={t('orders.fields.createdAt')}
          responsive={['md']}
          render={(v: number) => formatTime(v)}
        />
        <Table.Column<StaffOrderRow>
          dataIndex="fulfilmentText"
          title={t('orders.fields.fulfilment')}
          responsive={['md']}
        />
        <Table.Column<StaffOrderRow>
          dataIndex="statusText"
          title={t('orders.fields.status')}
          render={(text: string, row) => <Tag color={STATUS_COLOURS[row.status] ?? 'default'}>{text}</Tag>}
        />
        <Table.Column<StaffOrderRow>
          dataIndex="itemCount"
          title={t('orders.fields.itemCount')}
          align="right"
          responsive={['md']}
        />
        <Table.Column<StaffOrderRow>
          dataIndex="total"
          title={t('orders.fields.total')}
          align="right"
          render={(v: number) => formatMop(v)}
        />
      </Table>
    </List>
  )
}
