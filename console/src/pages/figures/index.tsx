import { toCsv, type CsvCell } from '@lotus/contract/csv'
import {
  DAYS_CSV_HEADER,
  MAX_STATEMENT_DAYS,
  STATEMENT_CSV_HEADER,
  type FigurePeriod,
  type Figures,
  type Statement,
  type StatementLine
} from '@lotus/contract/figures'
import { macauDateTime } from '@lotus/contract/macau-time'
import { formatMop } from '@lotus/contract/money'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Empty,
  Row,
  Segmented,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
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
import { StaffApiError, staffApi } from '../../api'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'
import { StatRow } from './stat-row'

const ORANGE = '#fa8c16'
const RED = '#cf1322'
const BLUE = '#1677ff'
const mop = (avos: number) => formatMop(avos)
/** MOP as a number for a spreadsheet (a negative amount stays a number, never a formula). */
const csvMop = (avos: number) => avos / 100

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
}

/**
 * 營業數據: today, 7 and 30 Macau days (sales, orders, average ticket, refunds, per day, per hour, top goods) as
 * charts and CSV, and the settlement statement of any period. Loaded as its own chunk (recharts comes with it).
 */
export default function FiguresPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const [period, setPeriod] = useState<FigurePeriod>('7d')
  const [fig, setFig] = useState<Figures | null>(null)
  const [error, setError] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (shop === null) return
    try {
      setFig(await staffApi<Figures>('GET', '/figures', { query: { merchantId: shop, period } }))
      setError(null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [shop, period])
  useEffect(() => void load(), [load])

  if (shop === null) return <Typography.Text>{t('orders.noShop')}</Typography.Text>
  const label = (d: string) => d.slice(5)
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('figures.title')}
        extra={
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as FigurePeriod)}
            options={(['today', '7d', '30d'] as const).map((p) => ({
              value: p,
              label: t(`figures.periods.${p}`)
            }))}
          />
        }
      >
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
        <StatRow
          className="figures-stats"
          items={[
            [t('figures.stats.sales'), fig ? mop(fig.sales) : '–'],
            [t('figures.stats.orders'), fig ? String(fig.orders) : '–'],
            [t('figures.stats.averageTicket'), fig ? mop(fig.averageTicket) : '–'],
            [
              t('figures.stats.refunds'),
              fig ? `${mop(fig.refunds)}${t('punct.paren', { text: fig.refundCount })}` : '–'
            ]
          ]}
          loading={!fig && !error}
          rule={t('figures.rule')}
        />
      </Card>
      {fig && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card
              title={period === 'today' ? t('figures.charts.hourSales') : t('figures.charts.daySales')}
              extra={
                <Button
                  onClick={() =>
                    download(
                      `figures-${fig.from}-${fig.to}.csv`,
                      toCsv(
                        DAYS_CSV_HEADER,
                        fig.days.map((d): CsvCell[] => [d.day, d.orders, csvMop(d.sales), csvMop(d.refunds)])
                      )
                    )
                  }
                >
                  {t('figures.exportCsv')}
                </Button>
              }
            >
              <div className="figures-chart" data-chart="sales">
                <ResponsiveContainer width="100%" height={260}>
                  {period === 'today' ? (
                    <BarChart
                      data={fig.hours.map((h) => ({
                        x: t('figures.hourLabel', { hour: h.hour }),
                        sales: h.sales / 100
                      }))}
                    >
                      <CartesianGrid strokeDasharray="3 3" vertical={false} />
                      <XAxis dataKey="x" interval={2} fontSize={12} />
                      <YAxis fontSize={12} width={56} />
                      <Tooltip formatter={(v) => `MOP ${Number(v).toFixed(2)}`} />
                      <Bar
                        isAnimationActive={false}
                        maxBarSize={36}
                        dataKey="sales"
                        name={t('figures.stats.sales')}
                        fill={ORANGE}
                      />
                    </BarChart>
                  ) : (
                    <ComposedChart
                      data={fig.days.map((d) => ({
                        x: label(d.day),
                        sales: d.sales / 100,
                        refunds: d.refunds / 100
                      }))}
                    >
                      <CartesianGrid strokeDasharray="3 3" vertical={false} />
                      <XAxis dataKey="x" fontSize={12} minTickGap={8} />
                      <YAxis fontSize={12} width={56} />
                      <Tooltip formatter={(v) => `MOP ${Number(v).toFixed(2)}`} />
                      <Legend />
                      <Bar
                        isAnimationActive={false}
                        maxBarSize={36}
                        dataKey="sales"
                        name={t('figures.stats.sales')}
                        fill={ORANGE}
                      />
                      <Line
                        isAnimationActive={false}
                        dataKey="refunds"
                        name={t('figures.stats.refunds')}
                        stroke={RED}
                        dot={false}
                      />
                    </ComposedChart>
                  )}
                </ResponsiveContainer>
              </div>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title={t('figures.charts.hourOrders')}>
              <div className="figures-chart" data-chart="hours">
                <ResponsiveContainer width="100%" height={260}>
                  <BarChart data={fig.hours.map((h) => ({ x: `${h.hour}`, orders: h.orders }))}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="x" interval={2} fontSize={12} />
                    <YAxis allowDecimals={false} fontSize={12} width={40} />
                    <Tooltip />
                    <Bar
                      isAnimationActive={false}
                      maxBarSize={36}
                      dataKey="orders"
                      name={t('figures.stats.orders')}
                      fill={BLUE}
                    />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={t('figures.charts.topGoods')}>
              {fig.topGoods.length === 0 ? (
                <Empty description={t('figures.noSales')} />
              ) : (
                <div className="figures-chart" data-chart="top">
                  <ResponsiveContainer width="100%" height={Math.max(120, fig.topGoods.length * 32)}>
                    <BarChart data={fig.topGoods} layout="vertical" margin={{ left: 8, right: 24 }}>
                      <XAxis type="number" allowDecimals={false} fontSize={12} />
                      <YAxis type="category" dataKey="name" width={120} fontSize={12} />
                      <Tooltip />
                      <Bar
                        isAnimationActive={false}
                        maxBarSize={36}
                        dataKey="qty"
                        name={t('figures.qty')}
                        fill={ORANGE}
                      />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              )}
            </Card>
          </Col>
        </Row>
      )}
      <StatementCard shop={shop} />
    </Space>
  )
}

/** 結算單: the lines of a period (sales, refunds) and totals that are their sums; CSV for the accountant. */
function StatementCard({ shop }: { shop: number }) {
  const t = useTranslate()
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs()])
  const [st, setSt] = useState<Statement | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    staffApi<Statement>('GET', '/figures/statement', {
      query: { merchantId: shop, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }
    })
      .then((s) => live && (setSt(s), setError(null)))
      .catch((e: unknown) => live && setError(e instanceof StaffApiError ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [shop, range])

  const csv = (s: Statement) =>
    toCsv(STATEMENT_CSV_HEADER, [
      ...s.lines.map((l): CsvCell[] => [
        l.day,
        macauDateTime(l.at).slice(11),
        l.kind === 'sale' ? t('figures.statement.sale') : t('figures.statement.refund'),
        l.orderNo,
        csvMop(l.gross),
        csvMop(l.commission),
        csvMop(l.refund),
        csvMop(l.net)
      ]),
      [
        t('figures.statement.total'),
        '',
        '',
        '',
        csvMop(s.totals.gross),
        csvMop(s.totals.commission),
        csvMop(s.totals.refunds),
        csvMop(s.totals.net)
      ]
    ])

  return (
    <Card
      title={t('figures.statement.title')}
      extra={
        <Button disabled={!st} onClick={() => st && download(`statement-${st.from}-${st.to}.csv`, csv(st))}>
          {t('figures.exportCsv')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          aria-label={t('figures.statement.period')}
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Typography.Text type="secondary">
          {t('figures.statement.max', { days: MAX_STATEMENT_DAYS })}
        </Typography.Text>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {st && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 4 }}
            style={{ marginBottom: 12 }}
            className="statement-totals"
          >
            <Descriptions.Item label={t('figures.statement.gross')}>{mop(st.totals.gross)}</Descriptions.Item>
            <Descriptions.Item label={t('figures.statement.commission', { rate: st.commissionBps / 100 })}>
              {mop(st.totals.commission)}
            </Descriptions.Item>
            <Descriptions.Item label={t('figures.statement.refunds')}>
              {mop(st.totals.refunds)}
            </Descriptions.Item>
            <Descriptions.Item label={t('figures.statement.net')}>
              <Typography.Text strong>{mop(st.totals.net)}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Table<StatementLine>
            rowKey={(l) => `${l.kind}-${l.orderId}-${l.refundId ?? 0}`}
            size="small"
            scroll={{ x: 'max-content' }}
            dataSource={st.lines}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            locale={{ emptyText: t('figures.noSales') }}
          >
            <Table.Column<StatementLine>
              title={t('figures.statement.at')}
              render={(_, l) => macauDateTime(l.at)}
            />
            <Table.Column<StatementLine>
              title={t('figures.statement.kind')}
              render={(_, l) =>
                l.kind === 'sale' ? (
                  <Tag color="green">{t('figures.statement.sale')}</Tag>
                ) : (
                  <Tag color="red">{t('figures.statement.refund')}</Tag>
                )
              }
            />
            <Table.Column<StatementLine> title={t('orders.fields.orderNo')} dataIndex="orderNo" />
            {(['gross', 'commission', 'refund', 'net'] as const).map((k) => (
              <Table.Column<StatementLine>
                key={k}
                align="right"
                title={t(`figures.statement.${k === 'refund' ? 'refunds' : k}`, {
                  rate: st.commissionBps / 100
                })}
                render={(_, l) => mop(l[k])}
              />
            ))}
          </Table>
        </>
      )}
    </Card>
  )
}
