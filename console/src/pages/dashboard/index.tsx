import type { Dashboard, DashboardDays } from '@lotus/contract/dashboard'
import { formatMop } from '@lotus/contract/money'
import { isVertical } from '@lotus/contract/verticals'
import { useTranslate } from '@refinedev/core'
import { Alert, Card, Col, Row, Segmented, Space, Table } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis
} from 'recharts'
import { staffApi } from '../../api'
import { errorText } from '../ops/use-ops-list'
import { StatRow } from '../figures/stat-row'

const COLORS = ['#fa8c16', '#1677ff', '#52c41a', '#722ed1', '#eb2f96', '#13c2c2']
const RED = '#cf1322'
const mop = (avos: number) => formatMop(avos)

/**
 * The charts are drawn at once (no animation): a change of period must not show bars sliding between days.
 *
 * 平台數據: every shop's orders and takings by vertical and by day, active customers and refunds over 7 or 30 Macau
 * days, as charts. Loaded as its own chunk (recharts with it, shared with the shops' figures page).
 */
export default function DashboardPage() {
  const t = useTranslate()
  const [days, setDays] = useState<DashboardDays>(7)
  const [d, setD] = useState<Dashboard | null>(null)
  const [error, setError] = useState<string | null>(null)
  const verticalName = (v: string) =>
    isVertical(v) ? t(`enums.vertical.${v}`) : t(`dashboard.verticals.${v}`, undefined, v)

  const load = useCallback(async () => {
    try {
      setD(await staffApi<Dashboard>('GET', '/dashboard', { query: { days } }))
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }, [days])
  useEffect(() => void load(), [load])

  const verticals = d?.verticals.map((v) => v.vertical) ?? []
  const series =
    d?.series.map((s) => ({
      day: s.day.slice(5),
      orders: s.orders,
      refunds: s.refundAmount / 100,
      ...Object.fromEntries(verticals.map((v) => [v, (s.byVertical[v]?.takings ?? 0) / 100]))
    })) ?? []

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('dashboard.title')}
        extra={
          <Segmented
            value={days}
            onChange={(v) => setDays(v as DashboardDays)}
            options={[
              { value: 7, label: t('dashboard.days7') },
              { value: 30, label: t('dashboard.days30') }
            ]}
          />
        }
      >
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
        <StatRow
          items={[
            [t('dashboard.stats.takings'), d ? mop(d.takings) : '–'],
            [t('dashboard.stats.orders'), d ? String(d.orders) : '–'],
            [t('dashboard.stats.activeCustomers'), d ? String(d.activeCustomers) : '–'],
            [
              t('dashboard.stats.refunds'),
              d ? `${mop(d.refundAmount)}${t('punct.paren', { text: d.refunds })}` : '–'
            ]
          ]}
          loading={!d && !error}
          rule={t('dashboard.rule')}
        />
      </Card>
      {d && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card title={t('dashboard.charts.takings')}>
              <ResponsiveContainer width="100%" height={280}>
                <BarChart data={series}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" />
                  <YAxis />
                  <Tooltip formatter={(v) => `MOP ${Number(v).toFixed(2)}`} />
                  <Legend />
                  {verticals.map((v, i) => (
                    <Bar
                      key={v}
                      dataKey={v}
                      name={verticalName(v)}
                      stackId="t"
                      fill={COLORS[i % COLORS.length]}
                      isAnimationActive={false}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card title={t('dashboard.charts.orders')}>
              <ResponsiveContainer width="100%" height={280}>
                <ComposedChart data={series}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="day" />
                  <YAxis yAxisId="n" allowDecimals={false} />
                  <YAxis yAxisId="m" orientation="right" />
                  <Tooltip />
                  <Legend />
                  <Bar
                    yAxisId="n"
                    dataKey="orders"
                    name={t('dashboard.stats.orders')}
                    fill="#1677ff"
                    isAnimationActive={false}
                  />
                  <Line
                    yAxisId="m"
                    dataKey="refunds"
                    name={t('dashboard.charts.refundMop')}
                    stroke={RED}
                    dot={false}
                    isAnimationActive={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </Card>
          </Col>
          <Col span={24}>
            <Card title={t('dashboard.charts.byVertical')}>
              <Table
                rowKey="vertical"
                size="small"
                pagination={false}
                dataSource={d.verticals}
                locale={{ emptyText: t('dashboard.noOrders') }}
                columns={[
                  {
                    title: t('dashboard.vertical'),
                    dataIndex: 'vertical',
                    render: (v: string) => verticalName(v)
                  },
                  { title: t('dashboard.stats.orders'), dataIndex: 'orders' },
                  { title: t('dashboard.stats.takings'), dataIndex: 'takings', render: (a: number) => mop(a) }
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>{t('dashboard.total')}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>{d.orders}</Table.Summary.Cell>
                    <Table.Summary.Cell index={2}>{mop(d.takings)}</Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  )
}
