import type { AdminFilmBoard, AdminHall, AdminSession } from '@lotus/contract/film-admin'
import { macauDay } from '@lotus/contract/macau-time'
import { formatMop } from '@lotus/contract/money'
import {
  MAX_PLAN_COLS,
  MAX_PLAN_ROWS,
  MAX_SEAT_CLASSES,
  planProblem,
  seatCount,
  type SeatClass,
  type SeatPlan
} from '@lotus/contract/seat-plan'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography
} from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { translate } from '../../providers/i18n-provider'
import { formatTime } from '../../format'

const toAvos = (mop: number | null | undefined) => Math.round((mop ?? 0) * 100)
const mop = (avos: number) => avos / 100
/** Colours of the classes on the grid, in the order the hall lists them (an aisle is left blank). */
const TONES = ['#7cb342', '#f5a623', '#8e24aa', '#1e88e5', '#e53935', '#00897b']
const AISLE = ''

type Run = (fn: () => Promise<unknown>, ok?: string) => Promise<boolean>

/**
 * A cinema's halls and film sessions (issue 37 point 3): a hall's seat plan is drawn on a grid (rows, aisles and
 * gaps, seat classes with a price each); a session is a film in a hall at a time, priced per class and published or
 * not. Staff read; owners change. The server refuses a plan that drops a seat sold for a coming session, and a save
 * another person beat (the list is read again).
 */
export function FilmCard(props: { board: AdminFilmBoard; owner: boolean; shop: number; run: Run }) {
  const t = useTranslate()
  const { board, owner, shop, run } = props
  const [hall, setHall] = useState<AdminHall | 'new' | null>(null)
  const [adding, setAdding] = useState(false)
  const [pricing, setPricing] = useState<AdminSession | null>(null)
  const hallOf = (id: number) => board.halls.find((h) => h.id === id)
  const className = (s: AdminSession, key: string) =>
    hallOf(s.hallId)?.plan.classes.find((c) => c.key === key)?.name ?? key

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={t('film.halls')}
        extra={
          owner ? (
            <Button icon={<PlusOutlined />} onClick={() => setHall('new')}>
              {t('film.addHall')}
            </Button>
          ) : null
        }
      >
        <Table<AdminHall>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={board.halls}
          locale={{ emptyText: t('film.noHalls') }}
        >
          <Table.Column<AdminHall> dataIndex="name" title={t('film.fields.hall')} />
          <Table.Column<AdminHall>
            title={t('film.fields.seats')}
            align="right"
            render={(_, h) =>
              `${seatCount(h.plan)}${t('punct.paren', { text: `${h.plan.rows.length} × ${h.plan.rows[0]?.length ?? 0}` })}`
            }
          />
          <Table.Column<AdminHall>
            title={t('film.fields.classes')}
            render={(_, h) => (
              <Space size={4} wrap>
                {h.plan.classes.map((c, i) => (
                  <Tag key={c.key} style={{ borderColor: TONES[i], borderWidth: 2 }}>
                    {c.name} {formatMop(c.price)}
                  </Tag>
                ))}
              </Space>
            )}
          />
          <Table.Column<AdminHall>
            dataIndex="comingSessions"
            title={t('film.fields.coming')}
            align="right"
            responsive={['md']}
          />
          <Table.Column<AdminHall>
            render={(_, h) => (
              <Button
                size="small"
                onClick={() => setHall(h)}
                aria-label={`${owner ? t('film.editPlan') : t('film.viewPlan')} ${h.name}`}
              >
                {owner ? t('film.editPlan') : t('film.viewPlan')}
              </Button>
            )}
          />
        </Table>
      </Card>
      <Card
        size="small"
        title={t('film.sessions')}
        extra={
          owner && board.halls.length > 0 ? (
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('film.addSession')}
            </Button>
          ) : null
        }
      >
        <Table<AdminSession>
          rowKey="id"
          size="small"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          dataSource={board.sessions}
          locale={{ emptyText: t('film.noSessions') }}
        >
          <Table.Column<AdminSession>
            title={t('film.fields.time')}
            render={(_, s) => formatTime(s.startsAt)}
          />
          <Table.Column<AdminSession> dataIndex="filmTitle" title={t('film.fields.film')} />
          <Table.Column<AdminSession> dataIndex="hall" title={t('film.fields.hall')} />
          <Table.Column<AdminSession>
            title={t('film.fields.prices')}
            render={(_, s) => (
              <Space size={4} wrap>
                {Object.entries(s.prices).map(([k, p]) => (
                  <Tag key={k}>
                    {className(s, k)} {formatMop(p)}
                  </Tag>
                ))}
              </Space>
            )}
          />
          <Table.Column<AdminSession> dataIndex="sold" title={t('film.fields.sold')} align="right" />
          <Table.Column<AdminSession>
            title={t('deals.fields.published')}
            render={(_, s) => (
              <Switch
                checked={s.published}
                disabled={!owner}
                checkedChildren={t('deals.onSale')}
                unCheckedChildren={t('deals.offSale')}
                aria-label={`${t('deals.fields.published')} ${s.filmTitle} ${formatTime(s.startsAt)}`}
                onChange={(published) =>
                  void run(
                    () =>
                      staffApi('POST', '/deals/film/sessions/publish', {
                        body: { merchantId: shop, id: s.id, version: s.version, published }
                      }),
                    published ? t('film.publishedMsg') : t('film.unpublishedMsg')
                  )
                }
              />
            )}
          />
          {owner && (
            <Table.Column<AdminSession>
              render={(_, s) => (
                <Button
                  size="small"
                  onClick={() => setPricing(s)}
                  aria-label={`${t('film.editPrices')} ${s.filmTitle} ${formatTime(s.startsAt)}`}
                >
                  {t('film.editPrices')}
                </Button>
              )}
            />
          )}
        </Table>
      </Card>
      {hall !== null && (
        <PlanModal
          hall={hall === 'new' ? null : hall}
          readOnly={!owner}
          onCancel={() => setHall(null)}
          onSave={async (name, plan) => {
            const h = hall === 'new' ? null : hall
            const ok = await run(() =>
              staffApi('POST', '/deals/film/halls/save', {
                body: { merchantId: shop, name, plan, ...(h ? { id: h.id, version: h.version } : {}) }
              })
            )
            if (ok) setHall(null)
          }}
        />
      )}
      {adding && (
        <SessionModal
          board={board}
          onCancel={() => setAdding(false)}
          onSave={async (f) => {
            const ok = await run(() =>
              staffApi('POST', '/deals/film/sessions/add', { body: { ...f, merchantId: shop } })
            )
            if (ok) setAdding(false)
          }}
        />
      )}
      {pricing && (
        <PricesModal
          title={`${pricing.filmTitle} · ${pricing.hall} · ${formatTime(pricing.startsAt)}`}
          classes={(hallOf(pricing.hallId)?.plan.classes ?? []).map((c) => ({
            ...c,
            price: pricing.prices[c.key] ?? c.price
          }))}
          onCancel={() => setPricing(null)}
          onSave={async (prices) => {
            const ok = await run(() =>
              staffApi('POST', '/deals/film/sessions/save', {
                body: { merchantId: shop, id: pricing.id, version: pricing.version, prices }
              })
            )
            if (ok) setPricing(null)
          }}
        />
      )}
    </Space>
  )
}

const blankPlan = (): SeatPlan => ({
  classes: [{ key: 'standard', name: translate('film.plan.standard'), price: 7000 }],
  rows: Array.from({ length: 8 }, () => Array.from({ length: 12 }, () => 'standard'))
})

/** A class key not used yet (the cells name classes by it; the owner sees only names). */
const newKey = (classes: SeatClass[]) => {
  for (let i = 1; ; i++) if (!classes.some((c) => c.key === `c${i}`)) return `c${i}`
}

/**
 * The seat-plan editor: the grid as the hall is seen from the screen; pick a class (or 走道) and tap cells, or a row's
 * or column's number to paint it whole. Rows and columns are added or removed at the back and the right.
 */
function PlanModal(props: {
  hall: AdminHall | null
  readOnly: boolean
  onCancel(): void
  onSave(name: string, plan: SeatPlan): Promise<void>
}) {
  const t = useTranslate()
  const [name, setName] = useState(props.hall?.name ?? '')
  const [plan, setPlan] = useState<SeatPlan>(() => structuredClone(props.hall?.plan ?? blankPlan()))
  const [brush, setBrush] = useState<string>(plan.classes[0]?.key ?? AISLE)
  const [busy, setBusy] = useState(false)
  const cols = plan.rows[0]?.length ?? 0
  const tone = (key: string | null) => {
    const i = plan.classes.findIndex((c) => c.key === key)
    return i < 0 ? null : TONES[i]!
  }
  const nameOf = (key: string | null) => plan.classes.find((c) => c.key === key)?.name ?? t('film.aisle')
  const paint = (cells: Array<[number, number]>) =>
    setPlan((p) => ({
      ...p,
      rows: p.rows.map((row, r) =>
        row.map((k, c) => (cells.some(([x, y]) => x === r && y === c) ? brush || null : k))
      )
    }))
  const resize = (rows: number, cs: number) =>
    setPlan((p) => ({
      ...p,
      rows: Array.from({ length: rows }, (_, r) =>
        Array.from({ length: cs }, (_, c) => {
          const k = p.rows[r]?.[c]
          return k === undefined ? (p.classes[0]?.key ?? null) : k
        })
      )
    }))
  const setClass = (i: number, patch: Partial<SeatClass>) =>
    setPlan((p) => ({ ...p, classes: p.classes.map((c, j) => (j === i ? { ...c, ...patch } : c)) }))
  const removeClass = (key: string) => {
    // its seats become aisles; the server still refuses it if one of them is sold for a coming session
    setPlan((p) => ({
      classes: p.classes.filter((c) => c.key !== key),
      rows: p.rows.map((row) => row.map((k) => (k === key ? null : k)))
    }))
    if (brush === key) setBrush(AISLE)
  }
  const problem = planProblem(plan) ?? (name.trim() ? null : t('film.nameRequired'))

  return (
    <Modal
      open
      width="min(1160px, 96vw)"
      title={
        props.hall
          ? `${props.readOnly ? t('film.viewPlan') : t('film.editPlan')} · ${props.hall.name}`
          : t('film.addHall')
      }
      okText={t('deals.save')}
      okButtonProps={{ disabled: props.readOnly || problem !== null, loading: busy }}
      onCancel={props.onCancel}
      onOk={() => {
        setBusy(true)
        void props.onSave(name.trim(), plan).finally(() => setBusy(false))
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap align="end">
          <label>
            <div>{t('film.fields.hall')}</div>
            <Input
              value={name}
              maxLength={20}
              disabled={props.readOnly}
              onChange={(e) => setName(e.target.value)}
              style={{ width: 180 }}
            />
          </label>
          <label>
            <div>{t('film.fields.rows')}</div>
            <InputNumber
              min={1}
              max={MAX_PLAN_ROWS}
              precision={0}
              disabled={props.readOnly}
              value={plan.rows.length}
              onChange={(v) => v && resize(v, cols)}
            />
          </label>
          <label>
            <div>{t('film.fields.cols')}</div>
            <InputNumber
              min={1}
              max={MAX_PLAN_COLS}
              precision={0}
              disabled={props.readOnly}
              value={cols}
              onChange={(v) => v && resize(plan.rows.length, v)}
            />
          </label>
          <Typography.Text type="secondary">{t('film.seatCount', { n: seatCount(plan) })}</Typography.Text>
        </Space>
        <Table<SeatClass>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={plan.classes}
          title={() => t('film.fields.classes')}
          footer={
            props.readOnly || plan.classes.length >= MAX_SEAT_CLASSES
              ? undefined
              : () => (
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() =>
                      setPlan((p) => ({
                        ...p,
                        classes: [
                          ...p.classes,
                          { key: newKey(p.classes), name: t('film.newClass'), price: 8000 }
                        ]
                      }))
                    }
                  >
                    {t('film.addClass')}
                  </Button>
                )
          }
        >
          <Table.Column<SeatClass>
            width={28}
            render={(_, c) => (
              <span className="plan-swatch" style={{ borderColor: tone(c.key) ?? undefined }} aria-hidden />
            )}
          />
          <Table.Column<SeatClass>
            title={t('film.fields.className')}
            render={(_, c, i) => (
              <Input
                value={c.name}
                maxLength={12}
                disabled={props.readOnly}
                aria-label={`${t('film.fields.className')} ${i + 1}`}
                onChange={(e) => setClass(i, { name: e.target.value })}
                style={{ width: 140 }}
              />
            )}
          />
          <Table.Column<SeatClass>
            title={t('film.fields.hallPrice')}
            render={(_, c, i) => (
              <InputNumber
                min={0}
                precision={1}
                prefix="MOP"
                disabled={props.readOnly}
                value={mop(c.price)}
                aria-label={`${t('film.fields.hallPrice')} ${c.name}`}
                onChange={(v) => setClass(i, { price: toAvos(v) })}
                style={{ width: 130 }}
              />
            )}
          />
          {!props.readOnly && (
            <Table.Column<SeatClass>
              render={(_, c) =>
                plan.classes.length > 1 ? (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('film.removeClass')} ${c.name}`}
                    onClick={() => removeClass(c.key)}
                  />
                ) : null
              }
            />
          )}
        </Table>
        {!props.readOnly && (
          <Space wrap>
            <Typography.Text>{t('film.brush')}</Typography.Text>
            <Radio.Group
              value={brush}
              optionType="button"
              onChange={(e) => setBrush(e.target.value as string)}
              options={[
                ...plan.classes.map((c) => ({ value: c.key, label: c.name })),
                { value: AISLE, label: t('film.aisle') }
              ]}
            />
          </Space>
        )}
        <div className="plan-screen">{t('film.screen')}</div>
        <div className="plan-grid" role="group" aria-label={t('film.grid')}>
          <div className="plan-grid__inner">
            <div className="plan-grid__row">
              <span className="plan-grid__corner" />
              {Array.from({ length: cols }, (_, c) => (
                <button
                  key={c}
                  type="button"
                  className="plan-grid__head"
                  disabled={props.readOnly}
                  aria-label={t('film.paintCol', { n: c + 1 })}
                  onClick={() => paint(plan.rows.map((_, r) => [r, c] as [number, number]))}
                >
                  {c + 1}
                </button>
              ))}
            </div>
            {plan.rows.map((row, r) => (
              <div key={r} className="plan-grid__row">
                <button
                  type="button"
                  className="plan-grid__head"
                  disabled={props.readOnly}
                  aria-label={t('film.paintRow', { n: r + 1 })}
                  onClick={() => paint(row.map((_, c) => [r, c] as [number, number]))}
                >
                  {r + 1}
                </button>
                {row.map((k, c) => (
                  <button
                    key={c}
                    type="button"
                    className={`plan-grid__cell${k === null ? ' plan-grid__cell--aisle' : ''}`}
                    style={k === null ? undefined : { borderColor: tone(k) ?? undefined }}
                    disabled={props.readOnly}
                    aria-label={t('film.plan.cell', { row: r + 1, col: c + 1, name: nameOf(k) })}
                    onClick={() => paint([[r, c]])}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        {problem && <Alert type="warning" showIcon message={problem} />}
        <Typography.Text type="secondary">{t('film.planHint')}</Typography.Text>
      </Space>
    </Modal>
  )
}

interface SessionForm {
  filmId: number
  hallId: number
  day: string
  time: string
  prices: Record<string, number>
}

/** A new session: film, hall, day and time, and a price per class of that hall (the hall's to start with). */
function SessionModal(props: {
  board: AdminFilmBoard
  onCancel(): void
  onSave(f: SessionForm): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm()
  const first = props.board.halls[0]!
  const [hallId, setHallId] = useState(first.id)
  const hall = props.board.halls.find((h) => h.id === hallId) ?? first
  return (
    <Modal
      open
      title={t('film.addSession')}
      okText={t('deals.save')}
      onCancel={props.onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((v: Omit<SessionForm, 'prices'> & { prices: Record<string, number> }) =>
            props.onSave({
              ...v,
              prices: Object.fromEntries(hall.plan.classes.map((c) => [c.key, toAvos(v.prices?.[c.key])]))
            })
          )
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          hallId: first.id,
          day: macauDay(Date.now() + 86_400_000),
          time: '19:30',
          prices: Object.fromEntries(first.plan.classes.map((c) => [c.key, mop(c.price)]))
        }}
      >
        <Form.Item name="filmId" label={t('film.fields.film')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={props.board.films.map((f) => ({
              value: f.id,
              label: t('film.filmOption', { title: f.title, minutes: f.minutes })
            }))}
          />
        </Form.Item>
        <Form.Item name="hallId" label={t('film.fields.hall')} rules={[{ required: true }]}>
          <Select
            options={props.board.halls.map((h) => ({ value: h.id, label: h.name }))}
            onChange={(id: number) => {
              setHallId(id)
              const h = props.board.halls.find((x) => x.id === id)
              if (h)
                form.setFieldValue(
                  'prices',
                  Object.fromEntries(h.plan.classes.map((c) => [c.key, mop(c.price)]))
                )
            }}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="day" label={t('deals.fields.day')} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="time" label={t('deals.fields.time')} rules={[{ required: true }]}>
            <Input type="time" />
          </Form.Item>
        </Space>
        <Space wrap>
          {hall.plan.classes.map((c) => (
            <Form.Item key={c.key} name={['prices', c.key]} label={c.name} rules={[{ required: true }]}>
              <InputNumber min={0} precision={1} prefix="MOP" />
            </Form.Item>
          ))}
        </Space>
      </Form>
    </Modal>
  )
}

/** A session's price per class; seats sold keep what was paid. */
function PricesModal(props: {
  title: string
  classes: SeatClass[]
  onCancel(): void
  onSave(prices: Record<string, number>): Promise<void>
}) {
  const t = useTranslate()
  const [form] = Form.useForm<Record<string, number>>()
  return (
    <Modal
      open
      title={`${t('film.editPrices')} · ${props.title}`}
      okText={t('deals.save')}
      onCancel={props.onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => props.onSave(Object.fromEntries(props.classes.map((c) => [c.key, toAvos(v[c.key])]))))
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(props.classes.map((c) => [c.key, mop(c.price)]))}
      >
        <Space wrap>
          {props.classes.map((c) => (
            <Form.Item key={c.key} name={c.key} label={c.name} rules={[{ required: true }]}>
              <InputNumber min={0} precision={1} prefix="MOP" />
            </Form.Item>
          ))}
        </Space>
        <Typography.Text type="secondary">{t('film.pricesHint')}</Typography.Text>
      </Form>
    </Modal>
  )
}
