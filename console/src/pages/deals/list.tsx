import type {
  AdminDeal,
  AdminDeals,
  AdminDeliverySlot,
  AdminDeliverySlots,
  AdminSlot,
  AdminSlots
} from '@lotus/contract/deals-admin'
import type { AdminFilmBoard } from '@lotus/contract/film-admin'
import type { AdminPickupPoints } from '@lotus/contract/market'
import { refundFlags, type UsageRules } from '@lotus/contract/group'
import { macauDay } from '@lotus/contract/macau-time'
import { formatMop } from '@lotus/contract/money'
import { can, type StaffActor } from '@lotus/contract/staff'
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { List } from '@refinedev/antd'
import { useTranslate } from '@refinedev/core'
import {
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi } from '../../api'
import { useSave } from '../../use-save'
import { FilmCard } from './film'
import { PickupPointsCard } from './pickup-points'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

/** Which refund rule a deal sells under (the catalogue words it as the customer app does). */
function refundRule(r: Partial<Pick<UsageRules, 'anytimeRefund' | 'expiryRefund'>>) {
  const f = refundFlags(r)
  if (f.anytime) return f.expiry ? 'anytimeAndExpiry' : 'anytime'
  return f.expiry ? 'expiry' : 'none'
}

/** The deal's form: money in MOP (the wire keeps avos), the rules spread out. */
interface DealForm {
  kind: AdminDeal['kind']
  title: string
  titleEn?: string
  titlePt?: string
  description?: string
  price: number
  originalPrice: number
  persons: number
  contents?: Array<{ name: string; count: number; price: number }>
  validFrom: string
  validTo: string
  weekdays: number[]
  holidays: boolean
  booking: boolean
  perPersonLimit: number
  anytimeRefund: boolean
  expiryRefund: boolean
}

const toAvos = (mop: number | null | undefined) => Math.round((mop ?? 0) * 100)
const mop = (avos: number) => avos / 100
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]

/**
 * Group-buying and bookings (issue 37 point 3): the shop's deals and combos (contents, price, validity, 隨時退 /
 * 過期自動退, published or not) and its reservation slots (places, deposit). Staff read; owners change. A save
 * another person beat is refused by the server (STALE_VERSION): the message says so and the list is read again.
 */
export function DealsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const me = useMe()
  const shop = useCurrentShop(me)
  const [deals, setDeals] = useState<AdminDeal[] | null>(null)
  const [slots, setSlots] = useState<AdminSlot[] | null>(null)
  const [delivery, setDelivery] = useState<AdminDeliverySlots | null>(null)
  const [film, setFilm] = useState<AdminFilmBoard | null>(null)
  const [points, setPoints] = useState<AdminPickupPoints | null>(null)
  const [editing, setEditing] = useState<AdminDeal | 'new' | null>(null)
  const actor: StaffActor | null = me
    ? { id: me.id, role: me.role, merchantIds: me.shops.map((s) => s.id), stage: me.stage }
    : null
  const owner = !!actor && shop !== null && can(actor, 'deals.write', { merchantId: shop })

  const load = useCallback(async () => {
    if (shop === null) return
    const [d, s, v, f, p] = await Promise.all([
      staffApi<AdminDeals>('GET', '/deals', { query: { merchantId: shop } }),
      staffApi<AdminSlots>('GET', '/deals/slots', { query: { merchantId: shop } }),
      staffApi<AdminDeliverySlots>('GET', '/deals/delivery-slots', { query: { merchantId: shop } }),
      staffApi<AdminFilmBoard>('GET', '/deals/film', { query: { merchantId: shop } }),
      staffApi<AdminPickupPoints>('GET', '/deals/pickup-points', { query: { merchantId: shop } })
    ])
    setDeals(d.deals)
    setSlots(s.slots)
    setDelivery(v)
    setFilm(f)
    setPoints(p)
  }, [shop])
  useEffect(() => void load().catch((e: Error) => message.error(e.message)), [load, message])

  const run = useSave(load, t('deals.saved'))

  const dealsTab = (
    <Card
      size="small"
      title={t('deals.tabs.deals')}
      extra={
        owner ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('deals.addDeal')}
          </Button>
        ) : null
      }
    >
      <Table<AdminDeal>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={deals === null}
        scroll={{ x: 'max-content' }}
        dataSource={deals ?? []}
        locale={{ emptyText: t('deals.empty') }}
      >
        <Table.Column<AdminDeal>
          title={t('deals.fields.title')}
          render={(_, d) => (
            <Space direction="vertical" size={0}>
              <span>
                <Tag color={d.kind === 'combo' ? 'orange' : 'blue'}>{t(`deals.kinds.${d.kind}`)}</Tag>
                {d.title}
              </span>
              {d.contents.length > 0 && (
                <Typography.Text type="secondary">
                  {d.contents.map((c) => `${c.name}×${c.count}`).join(t('punct.list'))}
                </Typography.Text>
              )}
            </Space>
          )}
        />
        <Table.Column<AdminDeal>
          title={t('deals.fields.price')}
          align="right"
          render={(_, d) => (
            <>
              <div>{formatMop(d.price)}</div>
              <Typography.Text type="secondary" delete>
                {formatMop(d.originalPrice)}
              </Typography.Text>
            </>
          )}
        />
        <Table.Column<AdminDeal>
          title={t('deals.fields.validity')}
          render={(_, d) => (
            <Space direction="vertical" size={0}>
              <span>
                {d.rules.validFrom} – {d.rules.validTo}
              </span>
              <Typography.Text type="secondary">
                {t(`enums.refundRule.${refundRule(d.rules)}`)}
              </Typography.Text>
            </Space>
          )}
        />
        <Table.Column<AdminDeal>
          dataIndex="sold"
          title={t('deals.fields.sold')}
          align="right"
          responsive={['md']}
        />
        <Table.Column<AdminDeal>
          title={t('deals.fields.published')}
          render={(_, d) => (
            <Switch
              checked={d.published}
              disabled={!owner}
              checkedChildren={t('deals.onSale')}
              unCheckedChildren={t('deals.offSale')}
              aria-label={`${t('deals.fields.published')} ${d.title}`}
              onChange={(published) =>
                void run(
                  () =>
                    staffApi('POST', '/deals/publish', {
                      body: { merchantId: shop, id: d.id, version: d.version, published }
                    }),
                  published ? t('deals.publishedMsg') : t('deals.unpublishedMsg')
                )
              }
            />
          )}
        />
        {owner && (
          <Table.Column<AdminDeal>
            title={t('deals.actions')}
            render={(_, d) => (
              <Button size="small" onClick={() => setEditing(d)} aria-label={`${t('deals.edit')} ${d.title}`}>
                {t('deals.edit')}
              </Button>
            )}
          />
        )}
      </Table>
    </Card>
  )

  return (
    <List title={t('deals.title')}>
      <Tabs
        items={[
          { key: 'deals', label: t('deals.tabs.deals'), children: dealsTab },
          {
            key: 'slots',
            label: t('deals.tabs.slots'),
            children: <SlotsCard slots={slots} owner={owner} shop={shop} run={run} />
          },
          // a cinema's halls and film sessions; other shops have none
          ...(film?.cinema && shop !== null
            ? [
                {
                  key: 'film',
                  label: t('film.tab'),
                  children: <FilmCard board={film} owner={owner} shop={shop} run={run} />
                }
              ]
            : []),
          // a supermarket's delivery plan; other shops have none
          ...(delivery && delivery.slots.length > 0
            ? [
                {
                  key: 'delivery',
                  label: t('deals.tabs.delivery'),
                  children: <DeliveryCard plan={delivery} owner={owner} shop={shop} run={run} />
                }
              ]
            : []),
          // a supermarket store's pickup points
          ...(points?.supermarket && shop !== null
            ? [
                {
                  key: 'pickup',
                  label: t('pickup.tab'),
                  children: <PickupPointsCard data={points} owner={owner} shop={shop} run={run} />
                }
              ]
            : [])
        ]}
      />
      {editing !== null && shop !== null && (
        <DealModal
          deal={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (f) => {
            const d = editing === 'new' ? null : editing
            const saved = await run(() =>
              staffApi('POST', '/deals/save', {
                body: {
                  ...f,
                  merchantId: shop,
                  description: f.description ?? '',
                  price: toAvos(f.price),
                  originalPrice: toAvos(f.originalPrice),
                  contents: (f.contents ?? []).map((c) => ({ ...c, price: toAvos(c.price) })),
                  ...(d ? { id: d.id, version: d.version } : {})
                }
              })
            )
            if (saved) setEditing(null)
          }}
        />
      )}
    </List>
  )
}

/** Reservation slots by day: places booked of the capacity; owners change places and deposit, or add a slot. */
function SlotsCard(props: {
  slots: AdminSlot[] | null
  owner: boolean
  shop: number | null
  run(fn: () => Promise<unknown>, ok?: string): Promise<boolean>
}) {
  const t = useTranslate()
  const [edits, setEdits] = useState<Record<number, { capacity: number; deposit: number }>>({})
  const [adding, setAdding] = useState(false)
  const { owner, shop, run } = props
  const edited = (s: AdminSlot) => edits[s.id] ?? { capacity: s.capacity, deposit: mop(s.deposit) }
  const change = (s: AdminSlot, patch: Partial<{ capacity: number; deposit: number }>) =>
    setEdits((e) => ({ ...e, [s.id]: { ...edited(s), ...patch } }))
  return (
    <Card
      size="small"
      title={t('deals.slots')}
      extra={
        owner ? (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('deals.addSlot')}
          </Button>
        ) : null
      }
    >
      <Table<AdminSlot>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        loading={props.slots === null}
        scroll={{ x: 'max-content' }}
        dataSource={props.slots ?? []}
        locale={{ emptyText: t('deals.noSlots') }}
      >
        <Table.Column<AdminSlot> title={t('deals.fields.day')} render={(_, s) => `${s.day} ${s.time}`} />
        <Table.Column<AdminSlot>
          title={t('deals.fields.booked')}
          align="right"
          render={(_, s) => `${s.booked} / ${s.capacity}`}
        />
        <Table.Column<AdminSlot>
          title={t('deals.fields.capacity')}
          render={(_, s) => (
            <InputNumber
              min={0}
              max={500}
              precision={0}
              disabled={!owner}
              value={edited(s).capacity}
              aria-label={`${t('deals.fields.capacity')} ${s.day} ${s.time}`}
              onChange={(v) => change(s, { capacity: v ?? 0 })}
              style={{ width: 80 }}
            />
          )}
        />
        <Table.Column<AdminSlot>
          title={t('deals.fields.deposit')}
          render={(_, s) => (
            <InputNumber
              min={0}
              precision={1}
              prefix="MOP"
              disabled={!owner}
              value={edited(s).deposit}
              aria-label={`${t('deals.fields.deposit')} ${s.day} ${s.time}`}
              onChange={(v) => change(s, { deposit: v ?? 0 })}
              style={{ width: 120 }}
            />
          )}
        />
        {owner && (
          <Table.Column<AdminSlot>
            render={(_, s) => (
              <Button
                size="small"
                disabled={!edits[s.id]}
                aria-label={`${t('deals.save')} ${s.day} ${s.time}`}
                onClick={() =>
                  void run(() =>
                    staffApi('POST', '/deals/slots/save', {
                      body: {
                        merchantId: shop,
                        id: s.id,
                        version: s.version,
                        capacity: edited(s).capacity,
                        deposit: toAvos(edited(s).deposit)
                      }
                    })
                  ).then(
                    (ok) =>
                      void setEdits((e) => {
                        const { [s.id]: _, ...rest } = e
                        return ok ? rest : e
                      })
                  )
                }
              >
                {t('deals.save')}
              </Button>
            )}
          />
        )}
      </Table>
      {adding && shop !== null && (
        <SlotModal
          onCancel={() => setAdding(false)}
          onSave={async (f) => {
            const ok = await run(() =>
              staffApi('POST', '/deals/slots/add', {
                body: { ...f, merchantId: shop, deposit: toAvos(f.deposit) }
              })
            )
            if (ok) setAdding(false)
          }}
        />
      )}
    </Card>
  )
}

/** A supermarket's delivery slots: orders booked per coming day of the capacity; owners change the capacity. */
function DeliveryCard(props: {
  plan: AdminDeliverySlots
  owner: boolean
  shop: number | null
  run(fn: () => Promise<unknown>, ok?: string): Promise<boolean>
}) {
  const t = useTranslate()
  const [edits, setEdits] = useState<Record<string, number>>({})
  const { plan, owner, shop, run } = props
  return (
    <Card size="small" title={t('deals.delivery')}>
      <Table<AdminDeliverySlot>
        rowKey="slot"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={plan.slots}
      >
        <Table.Column<AdminDeliverySlot> dataIndex="slot" title={t('deals.fields.time')} />
        {plan.dates.map((date) => (
          <Table.Column<AdminDeliverySlot>
            key={date}
            title={`${date} ${t('deals.fields.booked')}`}
            align="right"
            render={(_, s) => `${s.booked[date] ?? 0} / ${s.capacity}`}
          />
        ))}
        <Table.Column<AdminDeliverySlot>
          title={t('deals.fields.capacity')}
          render={(_, s) => (
            <InputNumber
              min={0}
              max={999}
              precision={0}
              disabled={!owner}
              value={edits[s.slot] ?? s.capacity}
              aria-label={`${t('deals.fields.capacity')} ${s.slot}`}
              onChange={(v) => setEdits((e) => ({ ...e, [s.slot]: v ?? 0 }))}
              style={{ width: 80 }}
            />
          )}
        />
        {owner && (
          <Table.Column<AdminDeliverySlot>
            render={(_, s) => (
              <Button
                size="small"
                disabled={edits[s.slot] === undefined}
                aria-label={`${t('deals.save')} ${s.slot}`}
                onClick={() =>
                  void run(() =>
                    staffApi('POST', '/deals/delivery-slots/save', {
                      body: { merchantId: shop, slot: s.slot, version: s.version, capacity: edits[s.slot] }
                    })
                  ).then(
                    (ok) =>
                      void setEdits((e) => {
                        const { [s.slot]: _, ...rest } = e
                        return ok ? rest : e
                      })
                  )
                }
              >
                {t('deals.save')}
              </Button>
            )}
          />
        )}
      </Table>
    </Card>
  )
}

function SlotModal(props: {
  onCancel(): void
  onSave(f: { day: string; time: string; capacity: number; deposit: number }): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm()
  return (
    <Modal
      open
      title={t('deals.addSlot')}
      okText={t('deals.save')}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ day: macauDay(Date.now() + 86_400_000), time: '18:00', capacity: 6, deposit: 0 }}
      >
        <Space wrap>
          <Form.Item name="day" label={t('deals.fields.day')} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="time" label={t('deals.fields.time')} rules={[{ required: true }]}>
            <Input type="time" />
          </Form.Item>
          <Form.Item name="capacity" label={t('deals.fields.capacity')} rules={[{ required: true }]}>
            <InputNumber min={0} max={500} precision={0} />
          </Form.Item>
          <Form.Item name="deposit" label={t('deals.fields.deposit')}>
            <InputNumber min={0} precision={1} prefix="MOP" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  )
}

/** A deal's whole form: kind, title, contents, prices in MOP, validity, days, refund flags. */
function DealModal(props: { deal: AdminDeal | null; onCancel(): void; onSave(f: DealForm): Promise<void> }) {
  const t = useTranslate()
  const [form] = Form.useForm<DealForm>()
  const d = props.deal
  const today = macauDay(Date.now())
  const initial: Partial<DealForm> = d
    ? {
        kind: d.kind,
        title: d.title,
        titleEn: d.titleEn,
        titlePt: d.titlePt,
        description: d.description,
        price: mop(d.price),
        originalPrice: mop(d.originalPrice),
        persons: d.persons,
        contents: d.contents.map((c) => ({ ...c, price: mop(c.price) })),
        ...d.rules
      }
    : {
        kind: 'combo',
        persons: 2,
        contents: [{ name: '', count: 1, price: 0 }],
        validFrom: today,
        validTo: macauDay(Date.now() + 90 * 86_400_000),
        weekdays: [],
        holidays: true,
        booking: false,
        perPersonLimit: 0,
        anytimeRefund: true,
        expiryRefund: true
      }
  return (
    <Modal
      open
      title={d ? t('deals.editDeal') : t('deals.addDeal')}
      okText={t('deals.save')}
      onCancel={props.onCancel}
      onOk={() => void form.validateFields().then((v) => props.onSave(v))}
      width={680}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="kind" label={t('deals.fields.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'deal', label: t('deals.kinds.deal') },
              { value: 'combo', label: t('deals.kinds.combo') }
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label={t('deals.fields.title')} rules={[{ required: true, max: 40 }]}>
          <Input />
        </Form.Item>
        <Space wrap style={{ width: '100%' }}>
          <Form.Item name="titleEn" label={t('deals.fields.titleEn')} rules={[{ max: 80 }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="titlePt" label={t('deals.fields.titlePt')} rules={[{ max: 80 }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('deals.fields.description')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="price" label={t('deals.fields.price')} rules={[{ required: true }]}>
            <InputNumber min={0.1} precision={1} prefix="MOP" />
          </Form.Item>
          <Form.Item
            name="originalPrice"
            label={t('deals.fields.originalPrice')}
            dependencies={['price']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, v: number) =>
                  v >= (getFieldValue('price') as number)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('deals.priceAboveOriginal')))
              })
            ]}
          >
            <InputNumber min={0} precision={1} prefix="MOP" />
          </Form.Item>
          <Form.Item name="persons" label={t('deals.fields.persons')}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item
            name="perPersonLimit"
            label={t('deals.fields.perPersonLimit')}
            tooltip={t('deals.limitHint')}
          >
            <InputNumber min={0} max={20} precision={0} />
          </Form.Item>
        </Space>
        <div>
          <Typography.Text strong>{t('deals.fields.contents')}</Typography.Text>
        </div>
        <Form.List name="contents">
          {(fields, { add, remove }) => (
            <div style={{ margin: '8px 0 16px' }}>
              {fields.map((f, i) => (
                <Space key={f.key} wrap align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[f.name, 'name']} noStyle rules={[{ required: true, max: 40 }]}>
                    <Input
                      placeholder={t('deals.fields.item')}
                      aria-label={`${t('deals.fields.item')} ${i + 1}`}
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'count']} noStyle>
                    <InputNumber
                      min={1}
                      max={99}
                      precision={0}
                      prefix="×"
                      aria-label={`${t('deals.fields.count')} ${i + 1}`}
                      style={{ width: 80 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'price']} noStyle>
                    <InputNumber
                      min={0}
                      precision={1}
                      prefix="MOP"
                      aria-label={`${t('deals.fields.itemPrice')} ${i + 1}`}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={`${t('deals.removeItem')} ${i + 1}`}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', count: 1, price: 0 })}
              >
                {t('deals.addItem')}
              </Button>
            </div>
          )}
        </Form.List>
        <Space wrap>
          <Form.Item name="validFrom" label={t('deals.fields.validFrom')} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="validTo"
            label={t('deals.fields.validTo')}
            dependencies={['validFrom']}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  !v || v >= (getFieldValue('validFrom') as string)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('deals.endBeforeStart')))
              })
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.Item name="weekdays" label={t('deals.fields.weekdays')} tooltip={t('deals.weekdaysHint')}>
          <Checkbox.Group options={WEEKDAYS.map((w) => ({ value: w, label: t(`deals.weekday.${w}`) }))} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="holidays" label={t('deals.fields.holidays')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="booking" label={t('deals.fields.booking')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="anytimeRefund" label={t('deals.fields.anytimeRefund')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="expiryRefund" label={t('deals.fields.expiryRefund')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  )
}
