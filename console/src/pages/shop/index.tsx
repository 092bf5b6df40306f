import { activityLabelIn } from '@lotus/contract/activity-words'
import { formatMop } from '@lotus/contract/money'
import { PAUSED_UNTIL_RESUMED } from '@lotus/contract/open-hours'
import {
  activityLabel,
  PAUSE_CHOICES,
  SHOP_CAPS,
  type ActivityPreview,
  type ShopActivity,
  type ShopSettings
} from '@lotus/contract/shop-admin'
import { can, type StaffActor } from '@lotus/contract/staff'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { List } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi } from '../../api'
import { currentLocale } from '../../providers/i18n-provider'
import { useSave } from '../../use-save'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

/** MOP in the forms, avos on the wire. */
const toAvos = (mop: number | null | undefined) => Math.round((mop ?? 0) * 100)
const toMop = (avos: number) => avos / 100
const mop = (avos: number) => formatMop(avos)

type Run = (fn: () => Promise<ShopSettings | unknown>) => Promise<boolean>

/**
 * The shop's settings (issue 37 point 2): hours, holidays and the busy pause; delivery numbers; the announcement;
 * activities with a preview priced by the checkout's own calculator; shop cards. Owners change everything; staff
 * read and pause. A save someone else beat is refused (STALE_VERSION): the page says so and reads again.
 */
export function ShopPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const me = useMe()
  const shop = useCurrentShop(me)
  const [s, setS] = useState<ShopSettings | null>(null)
  const actor: StaffActor | null = me
    ? { id: me.id, role: me.role, merchantIds: me.shops.map((x) => x.id), stage: me.stage }
    : null
  const owner = !!actor && shop !== null && can(actor, 'shop.settings.write', { merchantId: shop })

  const load = useCallback(async () => {
    if (shop === null) return
    setS(await staffApi<ShopSettings>('GET', '/shop', { query: { merchantId: shop } }))
  }, [shop])
  useEffect(() => void load().catch((e: Error) => message.error(e.message)), [load, message])

  const save = useSave(load, t('shop.saved'))
  // the settings as saved come back with their new version: no second read
  const run: Run = (fn) =>
    save(fn, undefined, (out) => {
      if (!(out && typeof out === 'object' && 'version' in out)) return false
      setS(out as ShopSettings)
      return true
    })

  if (!s || shop === null) return <List title={t('shop.title')}>{null}</List>
  return (
    <List title={t('shop.title')}>
      <Status s={s} run={run} />
      <Tabs
        items={[
          { key: 'hours', label: t('shop.tabs.hours'), children: <Hours s={s} owner={owner} run={run} /> },
          {
            key: 'delivery',
            label: t('shop.tabs.delivery'),
            children: <Delivery s={s} owner={owner} run={run} />
          },
          { key: 'notice', label: t('shop.tabs.notice'), children: <Notice s={s} owner={owner} run={run} /> },
          {
            key: 'activities',
            label: t('shop.tabs.activities'),
            children: <Activities s={s} owner={owner} run={run} />
          },
          { key: 'cards', label: t('shop.tabs.cards'), children: <Cards s={s} owner={owner} run={run} /> }
        ]}
      />
    </List>
  )
}

/** Open or closed now, as a customer sees it, and the busy pause (owners and staff). */
function Status({ s, run }: { s: ShopSettings; run: Run }) {
  const t = useTranslate()
  const [minutes, setMinutes] = useState<number | null>(30)
  const until =
    s.pausedUntil === null
      ? null
      : s.pausedUntil >= PAUSED_UNTIL_RESUMED
        ? t('shop.pause.untilResumed')
        : new Date(s.pausedUntil).toLocaleTimeString('zh-Hant-MO', {
            timeZone: 'Asia/Macau',
            hour: '2-digit',
            minute: '2-digit',
            hour12: false
          })
  return (
    <Card size="small" className="shop-status" style={{ marginBottom: 16 }}>
      <Space wrap size="middle">
        <span role="status" data-testid="shop-open-now">
          {s.openNow ? <Tag color="green">{t('shop.openNow')}</Tag> : <Tag color="red">{s.closedText}</Tag>}
        </span>
        {s.pausedUntil !== null ? (
          <>
            <Typography.Text>{t('shop.pause.pausedUntil', { until })}</Typography.Text>
            <Button
              type="primary"
              onClick={() =>
                run(() => staffApi('POST', '/shop/resume', { body: { merchantId: s.merchantId } }))
              }
            >
              {t('shop.pause.resume')}
            </Button>
          </>
        ) : (
          <>
            <Select<number | null>
              aria-label={t('shop.pause.length')}
              value={minutes}
              onChange={setMinutes}
              style={{ minWidth: 140 }}
              options={PAUSE_CHOICES.map((m) => ({
                value: m,
                label: m === null ? t('shop.pause.untilResumed') : t('shop.pause.minutes', { count: m })
              }))}
            />
            <Button
              danger
              onClick={() =>
                run(() => staffApi('POST', '/shop/pause', { body: { merchantId: s.merchantId, minutes } }))
              }
            >
              {t('shop.pause.start')}
            </Button>
          </>
        )}
      </Space>
    </Card>
  )
}

const parseRanges = (text: string) =>
  text
    .split(/[,\uff0c]/) // a comma, ASCII or full-width
    .map((r) => /^\s*(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(r))
    // 24:00 is midnight, which a time field writes 00:00 (00:00–00:00 is all day)
    .flatMap((m) =>
      m ? [{ from: m[1]!.replace('24:00', '00:00'), to: m[2]!.replace('24:00', '00:00') }] : []
    )

function Hours({ s, owner, run }: { s: ShopSettings; owner: boolean; run: Run }) {
  const t = useTranslate()
  const [ranges, setRanges] = useState(() => parseRanges(s.openHours))
  const [holidays, setHolidays] = useState<string[]>(s.holidays)
  useEffect(() => {
    const r = parseRanges(s.openHours)
    setRanges(r.length ? r : [{ from: '00:00', to: '00:00' }])
    setHolidays(s.holidays)
  }, [s.openHours, s.holidays])
  const set = (i: number, k: 'from' | 'to', v: string) =>
    setRanges((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)))
  return (
    <Form layout="vertical" disabled={!owner} style={{ maxWidth: 520 }}>
      <Form.Item label={t('shop.hours.ranges')} extra={t('shop.hours.rangesHint')}>
        <Space direction="vertical">
          {ranges.map((r, i) => (
            <Space key={i} wrap>
              <Input
                type="time"
                aria-label={t('shop.hours.from', { n: i + 1 })}
                value={r.from}
                onChange={(e) => set(i, 'from', e.target.value)}
                style={{ width: 120 }}
              />
              <span>–</span>
              <Input
                type="time"
                aria-label={t('shop.hours.to', { n: i + 1 })}
                value={r.to}
                onChange={(e) => set(i, 'to', e.target.value)}
                style={{ width: 120 }}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('shop.remove')}
                disabled={!owner || ranges.length === 1}
                onClick={() => setRanges((rs) => rs.filter((_, j) => j !== i))}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={!owner || ranges.length >= 4}
            onClick={() => setRanges((rs) => [...rs, { from: '17:00', to: '22:00' }])}
          >
            {t('shop.hours.addRange')}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item label={t('shop.hours.holidays')} extra={t('shop.hours.holidaysHint')}>
        <Space direction="vertical">
          <DatePicker
            aria-label={t('shop.hours.addHoliday')}
            placeholder={t('shop.hours.addHoliday')}
            onChange={(_, d) => {
              const day = typeof d === 'string' ? d : ''
              if (day && !holidays.includes(day)) setHolidays([...holidays, day].sort())
            }}
            value={null}
          />
          <Space wrap>
            {holidays.length === 0 && (
              <Typography.Text type="secondary">{t('shop.hours.noHolidays')}</Typography.Text>
            )}
            {holidays.map((d) => (
              <Tag key={d} closable={owner} onClose={() => setHolidays(holidays.filter((x) => x !== d))}>
                {d}
              </Tag>
            ))}
          </Space>
        </Space>
      </Form.Item>
      {owner && (
        <Button
          type="primary"
          onClick={() =>
            run(() =>
              staffApi('POST', '/shop/hours', {
                body: { merchantId: s.merchantId, version: s.version, ranges, holidays }
              })
            )
          }
        >
          {t('shop.save')}
        </Button>
      )}
    </Form>
  )
}

interface DeliveryForm {
  deliveryFee: number
  minOrder: number
  packFee: number
  deliveryRangeKm: number
  deliveryMinutes: number
}

function Delivery({ s, owner, run }: { s: ShopSettings; owner: boolean; run: Run }) {
  const t = useTranslate()
  const [form] = Form.useForm<DeliveryForm>()
  useEffect(() => {
    form.setFieldsValue({
      deliveryFee: toMop(s.deliveryFee),
      minOrder: toMop(s.minOrder),
      packFee: toMop(s.packFee),
      deliveryRangeKm: s.deliveryRangeM / 1000,
      deliveryMinutes: s.deliveryMinutes
    })
  }, [s, form])
  const money = (max: number) => ({ min: 0, max: max / 100, step: 0.5, precision: 2, addonBefore: 'MOP' })
  return (
    <Form<DeliveryForm>
      form={form}
      layout="vertical"
      disabled={!owner}
      style={{ maxWidth: 420 }}
      onFinish={(v) =>
        run(() =>
          staffApi('POST', '/shop/delivery', {
            body: {
              merchantId: s.merchantId,
              version: s.version,
              deliveryFee: toAvos(v.deliveryFee),
              minOrder: toAvos(v.minOrder),
              packFee: toAvos(v.packFee),
              deliveryRangeM: Math.round(v.deliveryRangeKm * 1000),
              deliveryMinutes: v.deliveryMinutes
            }
          })
        )
      }
    >
      <Form.Item
        name="deliveryFee"
        label={t('shop.delivery.fee')}
        extra={t('shop.delivery.feeHint')}
        rules={[{ required: true }]}
      >
        <InputNumber {...money(SHOP_CAPS.deliveryFee)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="minOrder" label={t('shop.delivery.minOrder')} rules={[{ required: true }]}>
        <InputNumber {...money(SHOP_CAPS.minOrder)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="packFee" label={t('shop.delivery.packFee')} rules={[{ required: true }]}>
        <InputNumber {...money(SHOP_CAPS.packFee)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="deliveryRangeKm" label={t('shop.delivery.range')} rules={[{ required: true }]}>
        <InputNumber
          min={0.5}
          max={SHOP_CAPS.deliveryRangeM / 1000}
          step={0.5}
          addonAfter={t('shop.delivery.km')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="deliveryMinutes" label={t('shop.delivery.minutes')} rules={[{ required: true }]}>
        <InputNumber
          min={5}
          max={SHOP_CAPS.deliveryMinutes}
          precision={0}
          addonAfter={t('shop.delivery.min')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {owner && (
        <Button type="primary" htmlType="submit">
          {t('shop.save')}
        </Button>
      )}
    </Form>
  )
}

function Notice({ s, owner, run }: { s: ShopSettings; owner: boolean; run: Run }) {
  const t = useTranslate()
  const [notice, setNotice] = useState(s.notice)
  useEffect(() => setNotice(s.notice), [s.notice])
  return (
    <Form layout="vertical" disabled={!owner} style={{ maxWidth: 520 }}>
      <Form.Item label={t('shop.notice.label')} extra={t('shop.notice.hint')}>
        <Input.TextArea
          aria-label={t('shop.notice.label')}
          value={notice}
          maxLength={SHOP_CAPS.notice}
          showCount
          rows={4}
          onChange={(e) => setNotice(e.target.value)}
        />
      </Form.Item>
      {owner && (
        <Button
          type="primary"
          onClick={() =>
            run(() =>
              staffApi('POST', '/shop/notice', {
                body: { merchantId: s.merchantId, version: s.version, notice }
              })
            )
          }
        >
          {t('shop.save')}
        </Button>
      )}
    </Form>
  )
}

const NEW: Record<ShopActivity['type'], ShopActivity> = {
  full_reduction: { type: 'full_reduction', threshold: 5000, reduce: 500 },
  discount: { type: 'discount', rate: 90 },
  new_user: { type: 'new_user', reduce: 500 },
  delivery_free: { type: 'delivery_free', threshold: 10000 }
}

function Activities({ s, owner, run }: { s: ShopSettings; owner: boolean; run: Run }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [list, setList] = useState<ShopActivity[]>(s.activities)
  const [goods, setGoods] = useState<Array<{ id: number; name: string; price: number }>>([])
  const [sample, setSample] = useState<number[]>([])
  const [newCustomer, setNewCustomer] = useState(false)
  const [preview, setPreview] = useState<ActivityPreview | null>(null)
  useEffect(() => setList(s.activities), [s.activities])
  useEffect(() => {
    // the sample cart is made of the shop's own goods (the menu the console already reads)
    void staffApi<{
      categories: Array<{ goods: Array<{ id: number; name: string; price: number; onSale: boolean }> }>
    }>('GET', '/menu', { query: { merchantId: s.merchantId } })
      .then((m) => {
        const all = m.categories.flatMap((c) => c.goods).filter((g) => g.onSale)
        setGoods(all)
        setSample((x) => (x.length ? x : all.slice(0, 2).map((g) => g.id)))
      })
      .catch(() => setGoods([]))
  }, [s.merchantId])
  const edit = (i: number, a: ShopActivity) => setList((l) => l.map((x, j) => (j === i ? a : x)))
  const num = (v: number | null) => toAvos(v)
  const field = (i: number, a: ShopActivity) => {
    switch (a.type) {
      case 'full_reduction':
        return (
          <Space wrap>
            {t('shop.activities.over')}
            <InputNumber
              aria-label={t('shop.activities.threshold')}
              min={0}
              step={1}
              value={toMop(a.threshold)}
              onChange={(v) => edit(i, { ...a, threshold: num(v) })}
            />
            {t('shop.activities.minus')}
            <InputNumber
              aria-label={t('shop.activities.reduce')}
              min={0}
              step={1}
              value={toMop(a.reduce)}
              onChange={(v) => edit(i, { ...a, reduce: num(v) })}
            />
          </Space>
        )
      case 'discount':
        return (
          <Space>
            <InputNumber
              aria-label={t('shop.activities.rate')}
              min={50}
              max={99}
              precision={0}
              value={a.rate}
              onChange={(v) => edit(i, { ...a, rate: v ?? 90 })}
              addonAfter="%"
            />
          </Space>
        )
      case 'new_user':
        return (
          <InputNumber
            aria-label={t('shop.activities.reduce')}
            min={0}
            addonBefore="MOP"
            value={toMop(a.reduce)}
            onChange={(v) => edit(i, { ...a, reduce: num(v) })}
          />
        )
      case 'delivery_free':
        return (
          <Space wrap>
            {t('shop.activities.over')}
            <InputNumber
              aria-label={t('shop.activities.threshold')}
              min={0}
              addonBefore="MOP"
              value={toMop(a.threshold)}
              onChange={(v) => edit(i, { ...a, threshold: num(v) })}
            />
          </Space>
        )
    }
  }
  const doPreview = async () => {
    try {
      setPreview(
        await staffApi<ActivityPreview>('POST', '/shop/activities/preview', {
          body: {
            merchantId: s.merchantId,
            activities: list,
            lines: sample.map((goodsId) => ({ goodsId, count: 1 })),
            newCustomer
          }
        })
      )
    } catch (e) {
      message.error((e as Error).message)
    }
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Table<ShopActivity>
        rowKey={(_, i) => String(i)}
        size="small"
        pagination={false}
        dataSource={list}
        scroll={{ x: true }}
        locale={{ emptyText: t('shop.activities.none') }}
        columns={[
          {
            key: 'type',
            title: t('shop.activities.type'),
            render: (_, a) => t(`shop.activities.types.${a.type}`)
          },
          {
            key: 'value',
            title: t('shop.activities.value'),
            render: (_, a, i) => (owner ? field(i, a) : null)
          },
          {
            key: 'label',
            title: t('shop.activities.label'),
            render: (_, a) => <Tag color="orange">{activityLabelIn(activityLabel(a), currentLocale())}</Tag>
          },
          ...(owner
            ? [
                {
                  key: 'x',
                  render: (_: unknown, __: ShopActivity, i: number) => (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('shop.remove')}
                      onClick={() => setList((l) => l.filter((_, j) => j !== i))}
                    />
                  )
                }
              ]
            : [])
        ]}
      />
      {s.otherActivities.length > 0 && (
        <Typography.Text type="secondary">
          {t('shop.activities.kept')} {s.otherActivities.map((a) => a.label).join(t('punct.list'))}
        </Typography.Text>
      )}
      {owner && (
        <Space wrap>
          {(Object.keys(NEW) as Array<ShopActivity['type']>).map((k) => (
            <Button key={k} icon={<PlusOutlined />} onClick={() => setList((l) => [...l, NEW[k]])}>
              {t(`shop.activities.types.${k}`)}
            </Button>
          ))}
        </Space>
      )}
      {owner && (
        <Card size="small" title={t('shop.activities.preview')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select<number[]>
              mode="multiple"
              aria-label={t('shop.activities.sample')}
              placeholder={t('shop.activities.sample')}
              value={sample}
              onChange={setSample}
              style={{ width: '100%' }}
              options={goods.map((g) => ({ value: g.id, label: `${g.name} ${mop(g.price)}` }))}
            />
            <Space wrap>
              <Switch
                checked={newCustomer}
                onChange={setNewCustomer}
                aria-label={t('shop.activities.newCustomer')}
              />
              {t('shop.activities.newCustomer')}
              <Button onClick={() => void doPreview()} disabled={sample.length === 0}>
                {t('shop.activities.runPreview')}
              </Button>
            </Space>
            {preview && (
              <div data-testid="activity-preview">
                {preview.feeLines.map((l) => (
                  <div key={l.label} className="shop-preview__line">
                    <span>{l.label}</span>
                    <span>{mop(l.amount)}</span>
                  </div>
                ))}
                <div className="shop-preview__line shop-preview__total">
                  <span>{t('shop.activities.total')}</span>
                  <span>{mop(preview.total)}</span>
                </div>
                <Typography.Text type="secondary">
                  {t('shop.activities.before', { total: mop(preview.totalBefore) })}
                </Typography.Text>
              </div>
            )}
          </Space>
        </Card>
      )}
      {owner && (
        <Space direction="vertical">
          <Alert type="info" showIcon message={t('shop.activities.warn')} />
          <Button
            type="primary"
            onClick={() =>
              run(() =>
                staffApi('POST', '/shop/activities', {
                  body: { merchantId: s.merchantId, version: s.version, activities: list }
                })
              )
            }
          >
            {t('shop.save')}
          </Button>
        </Space>
      )}
    </Space>
  )
}

function Cards({ s, owner, run }: { s: ShopSettings; owner: boolean; run: Run }) {
  const t = useTranslate()
  const [pay, setPay] = useState<number | null>(100)
  const [credit, setCredit] = useState<number | null>(110)
  const save = (body: Record<string, unknown>) =>
    run(() =>
      staffApi('POST', '/shop/card-tier', { body: { merchantId: s.merchantId, version: s.version, ...body } })
    )
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={s.cardTiers}
        locale={{ emptyText: t('shop.cards.none') }}
        columns={[
          { key: 'pay', title: t('shop.cards.pay'), render: (_, c) => mop(c.pay) },
          { key: 'credit', title: t('shop.cards.credit'), render: (_, c) => mop(c.credit) },
          {
            key: 'onSale',
            title: t('shop.cards.onSale'),
            render: (_, c) => (
              <Switch
                checked={c.onSale}
                disabled={!owner}
                aria-label={t('shop.cards.onSaleOf', { pay: mop(c.pay) })}
                onChange={(onSale) => void save({ id: c.id, pay: c.pay, credit: c.credit, onSale })}
              />
            )
          }
        ]}
      />
      {owner && (
        <Space wrap>
          <InputNumber
            aria-label={t('shop.cards.pay')}
            addonBefore={t('shop.cards.pay')}
            min={1}
            value={pay}
            onChange={setPay}
          />
          <InputNumber
            aria-label={t('shop.cards.credit')}
            addonBefore={t('shop.cards.credit')}
            min={1}
            value={credit}
            onChange={setCredit}
          />
          <Button
            icon={<PlusOutlined />}
            onClick={() => void save({ pay: toAvos(pay), credit: toAvos(credit), onSale: true })}
          >
            {t('shop.cards.add')}
          </Button>
        </Space>
      )}
    </Space>
  )
}
