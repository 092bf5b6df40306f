import { formatMop } from '@lotus/contract/money'
import type { OpsCustomer, OpsCustomerDetail, OpsOrderDetail, OpsOrderRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Descriptions, Input, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { OrderEvents } from './order-events'
import { RevealButton } from './reveal-button'
import { errorText } from './use-ops-list'

/**
 * 客戶查詢: a customer by whole phone or id, an order by number; the customer's orders, an order's whole history
 * with who took each step. Everything masked; the whole phone or address through 查看完整資料 (a reason, audited).
 */
export function OpsLookupPage() {
  const t = useTranslate()
  const [found, setFound] = useState<{ customers: OpsCustomer[]; orders: OpsOrderRow[] } | null>(null)
  const [customer, setCustomer] = useState<OpsCustomerDetail | null>(null)
  const [order, setOrder] = useState<OpsOrderDetail | null>(null)
  const [error, setError] = useState<string | null>(null)

  const run = async (fn: () => Promise<void>) => {
    try {
      await fn()
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }
  const search = (q: string) =>
    run(async () => {
      setCustomer(null)
      setOrder(null)
      setFound(await staffApi('GET', '/ops/lookup', { query: { q: q.trim() } }))
    })
  const openCustomer = (userId: number) =>
    run(async () => {
      setOrder(null)
      setCustomer(await staffApi('GET', '/ops/customer', { query: { userId } }))
    })
  const openOrder = (orderId: number) =>
    run(async () => setOrder(await staffApi('GET', '/ops/order', { query: { orderId } })))

  const orderTable = (rows: OpsOrderRow[]) => (
    <Table<OpsOrderRow>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('ops.lookup.noOrders') }}
    >
      <Table.Column<OpsOrderRow>
        title={t('ops.lookup.orderNo')}
        render={(_, o) => (
          <Button type="link" size="small" onClick={() => void openOrder(o.id)} style={{ padding: 0 }}>
            {o.orderNo}
          </Button>
        )}
      />
      <Table.Column<OpsOrderRow> title={t('ops.lookup.shop')} dataIndex="shopName" responsive={['md']} />
      <Table.Column<OpsOrderRow> title={t('ops.status')} dataIndex="statusText" />
      <Table.Column<OpsOrderRow>
        title={t('ops.lookup.total')}
        dataIndex="total"
        render={(v: number) => formatMop(v)}
      />
      <Table.Column<OpsOrderRow>
        title={t('ops.submittedAt')}
        dataIndex="createdAt"
        responsive={['lg']}
        render={(v: number) => formatTime(v)}
      />
    </Table>
  )

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('ops.lookup.title')}>
        <Input.Search
          allowClear
          enterButton={t('buttons.search')}
          placeholder={t('ops.lookup.placeholder')}
          aria-label={t('ops.lookup.placeholder')}
          style={{ maxWidth: 480 }}
          onSearch={(q) => q.trim() && void search(q)}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginTop: 16 }} />}
        {found && (
          <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
            {found.customers.length === 0 && found.orders.length === 0 && (
              <Typography.Text type="secondary">{t('ops.lookup.nothing')}</Typography.Text>
            )}
            {found.customers.map((c) => (
              <Button key={c.userId} onClick={() => void openCustomer(c.userId)}>
                #{c.userId} {c.nickname} · +{c.areaCode} {c.phone}
              </Button>
            ))}
            {found.orders.length > 0 && orderTable(found.orders)}
          </Space>
        )}
      </Card>
      {customer && (
        <Card
          title={`${t('ops.lookup.customer')} #${customer.userId}`}
          extra={<RevealButton kind="customer" id={customer.userId} />}
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('ops.lookup.nickname')}>{customer.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('ops.lookup.phone')}>
              +{customer.areaCode} {customer.phone}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.lookup.identity')}>
              {t(`enums.identity.${customer.identityStatus}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.lookup.joined')}>
              {formatTime(customer.createdAt)}
            </Descriptions.Item>
            {customer.deletion && (
              <Descriptions.Item label={t('ops.lookup.deletion')}>
                <Tag color="red">{t(`ops.lookup.deletionStates.${customer.deletion}`)}</Tag>
              </Descriptions.Item>
            )}
          </Descriptions>
          {orderTable(customer.orders)}
        </Card>
      )}
      {order && (
        <Card
          title={`${t('ops.lookup.order')} ${order.order.orderNo}`}
          extra={<RevealButton kind="order" id={order.order.id} />}
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('ops.lookup.shop')}>{order.order.shopName}</Descriptions.Item>
            <Descriptions.Item label={t('ops.status')}>{order.order.statusText}</Descriptions.Item>
            <Descriptions.Item label={t('ops.lookup.total')}>
              {formatMop(order.order.total)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ops.lookup.contact')}>
              {[order.order.contact.name, order.order.contact.phone, order.order.contact.address]
                .filter(Boolean)
                .join(' · ') || '—'}
            </Descriptions.Item>
          </Descriptions>
          <OrderEvents events={order.events} />
          {order.refunds.length > 0 && (
            <Descriptions size="small" column={1} title={t('ops.lookup.refunds')}>
              {order.refunds.map((r) => (
                <Descriptions.Item key={r.id} label={`#${r.id} ${formatTime(r.createdAt)}`}>
                  {formatMop(r.amount)} · {t(`enums.refund.${r.status}`, undefined, r.status)} · {r.reason}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Card>
      )}
    </Space>
  )
}
