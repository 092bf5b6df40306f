import type { RiderEarnings, RiderJob, RiderTask } from '@lotus/contract/rider'
import { useTranslate } from '@refinedev/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Badge, Button, Card, Empty, Flex, Space, Spin, Statistic, Tabs, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { HandoverForm } from './handover-form'
import { formatDistance, mop } from './rider-format'
import { usePosition } from './use-position'

/** The parts of today's total, smaller than the total (three fit a phone's width). */
const SMALL = { fontSize: 18 }

/** Lists refresh this often: new deliveries appear and taken ones go without a reload. */
const REFRESH_MS = 5000

/**
 * The rider's app (issue 36 point 6), a phone page: deliveries ready near me (nearest first), mine in hand with the
 * next step, today's earnings. The phone's position goes to the server every 10 s while a delivery is in hand.
 */
export function RiderPage() {
  const t = useTranslate()
  const [tab, setTab] = useState('jobs')
  const tasks = useQuery({
    queryKey: ['rider', 'tasks'],
    queryFn: () => staffApi<RiderTask[]>('GET', '/rider/tasks'),
    refetchInterval: REFRESH_MS
  })
  const inHand = tasks.data?.length ?? 0
  const position = usePosition(inHand > 0)
  return (
    <div className="rider-page">
      <Flex justify="space-between" align="center" wrap gap={8} className="rider-page__head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('rider.title')}
        </Typography.Title>
        <Tag color={position.state === 'sharing' ? 'green' : 'default'} data-testid="rider-position">
          {t(`rider.position.${position.state}`)}
        </Tag>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'jobs',
            label: t('rider.tabs.jobs'),
            children: <Jobs onTaken={() => setTab('tasks')} at={position.point} />
          },
          {
            key: 'tasks',
            label: (
              <Badge count={inHand} size="small" offset={[8, -2]}>
                {t('rider.tabs.tasks')}
              </Badge>
            ),
            children: <Tasks tasks={tasks.data} loading={tasks.isLoading} />
          },
          { key: 'earnings', label: t('rider.tabs.earnings'), children: <Earnings /> }
        ]}
      />
    </div>
  )
}

function Jobs({ onTaken, at }: { onTaken: () => void; at: { lat: number; lng: number } | null }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const qc = useQueryClient()
  const [busy, setBusy] = useState<number | null>(null)
  const jobs = useQuery({
    queryKey: ['rider', 'jobs', at?.lat.toFixed(3), at?.lng.toFixed(3)],
    queryFn: () =>
      staffApi<{ list: RiderJob[] }>('GET', '/rider/jobs', {
        query: at ? { lat: at.lat.toFixed(6), lng: at.lng.toFixed(6) } : {}
      }).catch(() => staffApi<{ list: RiderJob[] }>('GET', '/rider/jobs')),
    refetchInterval: REFRESH_MS
  })
  const take = async (orderId: number) => {
    setBusy(orderId)
    try {
      await staffApi('POST', '/rider/take', { body: { orderId } })
      message.success(t('rider.taken'))
      await qc.invalidateQueries({ queryKey: ['rider'] })
      onTaken()
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
      await qc.invalidateQueries({ queryKey: ['rider', 'jobs'] })
    } finally {
      setBusy(null)
    }
  }
  if (jobs.isLoading) return <Spin />
  const list = jobs.data?.list ?? []
  if (list.length === 0) return <Empty description={t('rider.jobs.empty')} />
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {list.map((j) => (
        <Card key={j.orderId} size="small" className="rider-card" data-order-id={j.orderId}>
          <Flex justify="space-between" align="start" gap={8}>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{j.shopName}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {t('rider.jobs.distance', { distance: formatDistance(j.distanceM) })}
                </Typography.Text>
              </div>
            </div>
            <Typography.Text strong className="rider-card__money">
              {mop(j.earning)}
            </Typography.Text>
          </Flex>
          <div className="rider-card__line">
            {t('rider.jobs.dropOff', { place: j.dropOff, distance: formatDistance(j.dropOffM) })}
          </div>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 8 }}>
            <Space size={4} wrap>
              <Tag color={j.prepared ? 'green' : 'gold'}>
                {j.prepared ? t('rider.jobs.ready') : t('rider.jobs.preparing')}
              </Tag>
              {j.ageCheck && <Tag color="red">{t('rider.ageCheck')}</Tag>}
            </Space>
            <Button type="primary" loading={busy === j.orderId} onClick={() => void take(j.orderId)}>
              {t('rider.jobs.take')}
            </Button>
          </Flex>
        </Card>
      ))}
    </Space>
  )
}

function Tasks({ tasks, loading }: { tasks: RiderTask[] | undefined; loading: boolean }) {
  const t = useTranslate()
  if (loading) return <Spin />
  if (!tasks || tasks.length === 0) return <Empty description={t('rider.tasks.empty')} />
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {tasks.map((task) => (
        <TaskCard key={task.orderId} task={task} />
      ))}
    </Space>
  )
}

function TaskCard({ task }: { task: RiderTask }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const qc = useQueryClient()
  const [busy, setBusy] = useState(false)
  const send = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true)
    try {
      const r = await staffApi<{ reported?: boolean }>('POST', path, {
        body: { orderId: task.orderId, ...body }
      })
      message.success(r?.reported ? t('rider.handover.reported') : t(done))
      await qc.invalidateQueries({ queryKey: ['rider'] })
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }
  const c = task.customer
  return (
    <Card
      size="small"
      className="rider-card"
      data-order-id={task.orderId}
      title={
        <Flex justify="space-between" gap={8}>
          <span>{task.shop.name}</span>
          <Tag color="blue">{task.statusText}</Tag>
        </Flex>
      }
    >
      <div className="rider-card__line">
        <Typography.Text type="secondary">{t('rider.tasks.shop')}</Typography.Text> {task.shop.address}
      </div>
      <div className="rider-card__line" data-testid="rider-contact">
        <Typography.Text type="secondary">{t('rider.tasks.customer')}</Typography.Text> {c.name}{' '}
        {c.masked ? c.phone : <a href={`tel:${c.phone}`}>{c.phone}</a>}
        <div>{c.address}</div>
        {c.masked && <Typography.Text type="secondary">{t('rider.tasks.masked')}</Typography.Text>}
      </div>
      {task.remark && (
        <div className="rider-card__line">
          <Typography.Text type="secondary">{t('rider.tasks.remark')}</Typography.Text> {task.remark}
        </div>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <Typography.Text>
          {t('rider.tasks.items', { count: task.itemCount })} · {mop(task.earning)}
        </Typography.Text>
        {task.next.includes('dispatch') && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void send('/rider/pick-up', {}, 'rider.pickedUp')}
          >
            {t('rider.tasks.pickUp')}
          </Button>
        )}
        {task.next.includes('deliver') && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void send('/rider/deliver', {}, 'rider.delivered')}
          >
            {t('rider.tasks.deliver')}
          </Button>
        )}
        {task.next.includes('arriveForAgeCheck') && (
          <Button
            type="primary"
            loading={busy}
            onClick={() => void send('/rider/arrive', {}, 'rider.arrived')}
          >
            {t('rider.tasks.arrive')}
          </Button>
        )}
      </Flex>
      {task.next.includes('verifyAge') && (
        <HandoverForm
          busy={busy}
          onDeliver={(birthYear) =>
            void send('/rider/deliver', { idChecked: true, birthYear }, 'rider.delivered')
          }
          onRefuse={() => void send('/rider/deliver', { refused: true }, 'rider.handover.reported')}
        />
      )}
    </Card>
  )
}

function Earnings() {
  const t = useTranslate()
  const e = useQuery({
    queryKey: ['rider', 'earnings'],
    queryFn: () => staffApi<RiderEarnings>('GET', '/rider/earnings'),
    refetchInterval: REFRESH_MS * 6
  })
  if (e.isLoading || !e.data) return <Spin />
  const d = e.data
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Flex justify="space-between" wrap gap={12}>
          <Statistic title={t('rider.earnings.total')} value={mop(d.total)} />
          <Statistic title={t('rider.earnings.fees')} value={mop(d.fees)} valueStyle={SMALL} />
          <Statistic title={t('rider.earnings.tips')} value={mop(d.tips)} valueStyle={SMALL} />
        </Flex>
        <Typography.Text type="secondary">{t('rider.earnings.rule')}</Typography.Text>
      </Card>
      {d.list.length === 0 ? (
        <Empty description={t('rider.earnings.empty')} />
      ) : (
        d.list.map((r) => (
          <Card key={r.orderId} size="small" data-order-id={r.orderId}>
            <Flex justify="space-between" gap={8}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{r.shopName}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{formatTime(r.deliveredAt)}</Typography.Text>
                </div>
              </div>
              <div style={{ textAlign: 'right' }}>
                <div>{mop(r.fee + r.tip)}</div>
                {r.tip > 0 && (
                  <Typography.Text type="success">
                    {t('rider.earnings.tip', { tip: mop(r.tip) })}
                  </Typography.Text>
                )}
              </div>
            </Flex>
          </Card>
        ))
      )}
    </Space>
  )
}
