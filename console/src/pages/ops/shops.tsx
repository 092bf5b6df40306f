import {
  SHOP_STANDINGS,
  STANDING_STEPS,
  type OpsShopRow,
  type OpsStandingResult,
  type ShopStanding,
  type StandingStep
} from '@lotus/contract/ops'
import { actorOfMe, can } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { useMe } from '../../use-me'
import { ReasonModal } from './reason-modal'
import { errorText, pagerOf, useOpsList } from './use-ops-list'

const COLOUR: Record<ShopStanding, string> = { active: 'green', suspended: 'orange', closed: 'default' }
const STEPS = Object.keys(STANDING_STEPS) as StandingStep[]

/**
 * 商家管理: every shop with its standing and commission. Support suspends (gone from customers at once; orders not
 * yet accepted cancelled and refunded, accepted ones finish), reopens or closes a shop with a reason; finance sets
 * the commission, which applies to sales from then on.
 */
export function OpsShopsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const me = useMe()
  const actor = me ? actorOfMe(me) : null
  const mayStand = actor !== null && can(actor, 'ops.shop.standing')
  const mayCharge = actor !== null && can(actor, 'ops.commission.write')
  const [standing, setStanding] = useState<ShopStanding | 'all'>('all')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsShopRow>('/ops/shops', {
    ...(standing === 'all' ? {} : { standing }),
    ...(q.trim() ? { q: q.trim() } : {}),
    page,
    pageSize: 20
  })
  const [acting, setActing] = useState<{ shop: OpsShopRow; step: StandingStep } | null>(null)
  const [charging, setCharging] = useState<OpsShopRow | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [failed, setFailed] = useState<string | null>(null)

  const move = async (reason: string) => {
    if (!acting) return
    try {
      const r = await staffApi<OpsStandingResult>('POST', '/ops/shops/standing', {
        body: { merchantId: acting.shop.id, step: acting.step, reason }
      })
      void message.success(
        t('ops.shops.moved', { ...r, standing: t(`ops.shops.standing.${r.standing}`) }) as string
      )
      setActing(null)
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await reload()
  }

  const charge = async () => {
    if (!charging || percent === null) return
    try {
      await staffApi('POST', '/ops/shops/commission', {
        body: { merchantId: charging.id, commissionBps: Math.round(percent * 100) }
      })
      void message.success(t('ops.shops.commissionSaved'))
      setCharging(null)
      setFailed(null)
    } catch (e) {
      setFailed(errorText(e))
    }
    await reload()
  }

  return (
    <Card title={t('ops.shops.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Segmented
            value={standing}
            onChange={(v) => {
              setStanding(v as ShopStanding | 'all')
              setPage(1)
            }}
            options={[
              { value: 'all', label: t('ops.all') },
              ...SHOP_STANDINGS.map((s) => ({ value: s, label: t(`ops.shops.standing.${s}`) }))
            ]}
          />
          <Input.Search
            allowClear
            aria-label={t('ops.shops.search')}
            placeholder={t('ops.shops.search')}
            onSearch={(v) => {
              setQ(v)
              setPage(1)
            }}
            style={{ width: 240 }}
          />
        </Space>
        {(error || (failed && !acting && !charging)) && (
          <Alert type="error" showIcon message={error ?? failed} role="alert" />
        )}
        <Table<OpsShopRow>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.shops.empty') }}
          pagination={pagerOf(data?.total ?? 0, page, setPage)}
        >
          <Table.Column<OpsShopRow>
            title={t('ops.shops.shop')}
            render={(_, r) => (
              <>
                <Typography.Text strong>{r.name}</Typography.Text>
                <div>
                  #{r.id} · {r.district}
                </div>
                {r.owners.length > 0 && (
                  <Typography.Text type="secondary">{r.owners.join(t('punct.list'))}</Typography.Text>
                )}
              </>
            )}
          />
          <Table.Column<OpsShopRow>
            title={t('ops.status')}
            render={(_, r) => (
              <>
                <Tag color={COLOUR[r.standing]}>{t(`ops.shops.standing.${r.standing}`)}</Tag>
                {r.standing === 'active' && !r.isOpen && <Tag>{t('ops.shops.notTaking')}</Tag>}
                {r.standingReason && <div>{r.standingReason}</div>}
              </>
            )}
          />
          <Table.Column<OpsShopRow>
            title={t('ops.shops.commission')}
            render={(_, r) => `${(r.commissionBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`}
          />
          <Table.Column<OpsShopRow>
            title={t('ops.actions')}
            render={(_, r) => (
              <Space wrap>
                {mayStand &&
                  STEPS.filter((s) =>
                    (STANDING_STEPS[s].from as readonly ShopStanding[]).includes(r.standing)
                  ).map((s) => (
                    <Button
                      key={s}
                      size="small"
                      danger={s !== 'reopen'}
                      onClick={() => {
                        setFailed(null)
                        setActing({ shop: r, step: s })
                      }}
                    >
                      {t(`ops.shops.step.${s}`)}
                    </Button>
                  ))}
                {mayCharge && r.standing !== 'closed' && (
                  <Button
                    size="small"
                    onClick={() => {
                      setFailed(null)
                      setPercent(r.commissionBps / 100)
                      setCharging(r)
                    }}
                  >
                    {t('ops.shops.setCommission')}
                  </Button>
                )}
              </Space>
            )}
          />
        </Table>
      </Space>
      <ReasonModal
        open={acting !== null}
        title={acting ? `${t(`ops.shops.step.${acting.step}`)}${t('punct.colon')}${acting.shop.name}` : ''}
        okText={acting ? t(`ops.shops.step.${acting.step}`) : ''}
        hint={acting ? t(`ops.shops.hint.${acting.step}`) : ''}
        label={t('ops.shops.reason')}
        maxLength={200}
        minLength={2}
        danger={acting?.step !== 'reopen'}
        failed={failed}
        onSubmit={(why) => void move(why)}
        onCancel={() => setActing(null)}
      />
      <Modal
        open={charging !== null}
        title={charging ? `${t('ops.shops.setCommission')}${t('punct.colon')}${charging.name}` : ''}
        okText={t('ops.shops.save')}
        cancelText={t('ops.cancel')}
        okButtonProps={{ disabled: percent === null }}
        onOk={() => void charge()}
        onCancel={() => setCharging(null)}
      >
        <p>{t('ops.shops.commissionHint')}</p>
        <InputNumber
          aria-label={t('ops.shops.commission')}
          min={0}
          max={50}
          step={0.5}
          precision={2}
          addonAfter="%"
          value={percent}
          onChange={(v) => setPercent(v)}
        />
        {failed && <Alert type="error" showIcon message={failed} role="alert" style={{ marginTop: 12 }} />}
      </Modal>
    </Card>
  )
}
