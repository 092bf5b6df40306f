import {
  BOARD_COLUMNS,
  MAX_ACCEPT_LIMIT_MINUTES,
  MAX_PREP_MINUTES,
  PREP_MINUTES,
  REJECT_REASONS,
  type BoardAnswer,
  type BoardColumn,
  type BoardOrder,
  type RejectReason
} from '@lotus/contract/board'
import type { ShopRefundRow } from '@lotus/contract/counter'
import { formatMop } from '@lotus/contract/money'
import { can, type Page } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  Modal,
  Radio,
  Space,
  Spin,
  Switch,
  Tag,
  Typography
} from 'antd'
import { useCallback, useEffect, useRef, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'
import { alertsEnabled, enableAlerts, notify, ring } from './alert'
import { BoardLive, type LiveStatus } from './board-live'
import { arrivals, byColumn, clock, minutesSince, newRefunds, pendingRefunds } from './board-model'
import { RefundStrip } from './refund-strip'

/** The strip lists this many pending refund requests (the rest: on the 退款 page). */
const REFUNDS_SHOWN = 20
/** Refund requests send no board news: the strip asks again this often. */
const REFUNDS_POLL_MS = 15_000

const COLUMN_COLOURS: Record<BoardColumn, string> = {
  new: '#fa541c',
  preparing: '#1677ff',
  ready: '#13c2c2',
  delivering: '#722ed1',
  done: '#8c8c8c'
}

/** The order board: the shop's orders live by column, with accept / reject / ready (issue 36 point 3). */
export function BoardPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  const { message } = App.useApp()
  const [board, setBoard] = useState<BoardAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const [alerts, setAlerts] = useState(alertsEnabled())
  const [accepting, setAccepting] = useState<BoardOrder | null>(null)
  const [rejecting, setRejecting] = useState<BoardOrder | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  /** the server's clock minus the browser's: countdowns run on the server's time */
  const offset = useRef(0)
  const last = useRef<BoardOrder[] | null>(null)
  const shopName = me?.shops.find((s) => s.id === shop)?.name ?? ''
  const [refunds, setRefunds] = useState<Page<ShopRefundRow> | null>(null)
  const lastRefunds = useRef<ShopRefundRow[] | null>(null)
  const actor = me && { id: me.id, role: me.role, merchantIds: me.shops.map((s) => s.id), stage: me.stage }
  const decidesRefunds = !!actor && shop !== null && can(actor, 'refund.decide', { merchantId: shop })

  /** The shop's pending refund requests (issue 36 point 5), for those who may decide them. */
  const loadRefunds = useCallback(async () => {
    if (shop === null || !decidesRefunds) return
    try {
      const page = await staffApi<Page<ShopRefundRow>>('GET', '/refunds', {
        query: { merchantId: shop, status: 'pending', page: 1, pageSize: REFUNDS_SHOWN }
      })
      const fresh = newRefunds(lastRefunds.current, page.list)
      lastRefunds.current = page.list
      setRefunds(page)
      if (fresh.length > 0) {
        ring()
        notify(
          t('board.refunds.notifyTitle'),
          fresh.map((r) => `${r.orderNo} ${formatMop(r.amount)}`).join(t('punct.list'))
        )
      }
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    }
  }, [shop, decidesRefunds, t])

  const load = useCallback(async () => {
    if (shop === null) return
    try {
      const b = await staffApi<BoardAnswer>('GET', '/board', { query: { merchantId: shop } })
      offset.current = b.now - Date.now()
      const fresh = arrivals(last.current, b.orders)
      last.current = b.orders
      setBoard(b)
      setError(null)
      if (fresh.length > 0) {
        ring()
        notify(
          t('board.notifyTitle'),
          fresh.map((o) => `${o.orderNo} ${formatMop(o.total)}`).join(t('punct.list'))
        )
      }
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    }
    await loadRefunds()
  }, [shop, t, loadRefunds])

  // the socket lives as long as the shop in view (not as long as a render's `load`)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    if (shop === null) return
    last.current = null
    lastRefunds.current = null
    setBoard(null)
    setRefunds(null)
    void loadRef.current()
    const live = new BoardLive(shop, () => void loadRef.current(), setStatus)
    live.start()
    return () => live.stop()
  }, [shop])

  const refundsRef = useRef(loadRefunds)
  refundsRef.current = loadRefunds
  useEffect(() => {
    if (shop === null) return
    const timer = setInterval(() => void refundsRef.current(), REFUNDS_POLL_MS)
    return () => clearInterval(timer)
  }, [shop])

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const act = async (o: BoardOrder, path: string, body: Record<string, unknown>, done: string) => {
    setBusy(o.id)
    try {
      await staffApi('POST', path, { body: { orderId: o.id, ...body } })
      void message.success(done)
      await load()
      return true
    } catch (err) {
      void message.error(err instanceof StaffApiError ? err.message : String(err))
      await load()
      return false
    } finally {
      setBusy(null)
    }
  }

  if (shop === null) return <Empty description={t('orders.noShop')} />
  const serverNow = now + offset.current
  const cols = board ? byColumn(board.orders) : null
  const owner = actor ? can(actor, 'shop.settings.write', { merchantId: shop }) : false

  return (
    <div className="board">
      <div className="board__bar">
        <Typography.Title level={4} className="board__title">
          {t('board.title', { shop: shopName })}
        </Typography.Title>
        <Space wrap>
          <Badge
            status={status === 'live' ? 'success' : status === 'polling' ? 'warning' : 'processing'}
            text={t(`board.status.${status}`)}
          />
          {!alerts && (
            <Button
              onClick={() =>
                void enableAlerts().then((r) => {
                  setAlerts(r.sound)
                  if (r.sound) ring()
                })
              }
            >
              {t('board.enableAlerts')}
            </Button>
          )}
          {board && owner && <Settings shop={shop} board={board} onSaved={() => void load()} />}
        </Space>
      </div>
      {error && <Alert type="error" showIcon message={error} className="board__error" />}
      {decidesRefunds && refunds && (
        <RefundStrip
          shop={shop}
          refunds={pendingRefunds(refunds.list)}
          more={Math.max(0, refunds.total - refunds.list.length)}
          onChanged={loadRefunds}
        />
      )}
      {!cols ? (
        <Spin />
      ) : (
        <div className="board__columns">
          {BOARD_COLUMNS.map((c) => (
            <section key={c} className="board__column" aria-label={t(`board.columns.${c}`)}>
              <header className="board__column-head" style={{ borderColor: COLUMN_COLOURS[c] }}>
                <Typography.Text strong>{t(`board.columns.${c}`)}</Typography.Text>
                <Tag color={cols[c].length > 0 && c === 'new' ? 'volcano' : 'default'}>{cols[c].length}</Tag>
              </header>
              {cols[c].length === 0 && (
                <Typography.Text type="secondary">{t('board.emptyColumn')}</Typography.Text>
              )}
              {cols[c].map((o) => (
                <OrderCard
                  key={o.id}
                  order={o}
                  now={serverNow}
                  busy={busy === o.id}
                  onAccept={() => setAccepting(o)}
                  onReject={() => setRejecting(o)}
                  onReady={() => void act(o, '/board/ready', {}, t('board.readyDone'))}
                />
              ))}
            </section>
          ))}
        </div>
      )}
      <AcceptDialog
        order={accepting}
        onClose={() => setAccepting(null)}
        onAccept={async (prepMinutes) => {
          if (accepting && (await act(accepting, '/board/accept', { prepMinutes }, t('board.acceptDone'))))
            setAccepting(null)
        }}
      />
      <RejectDialog
        order={rejecting}
        onClose={() => setRejecting(null)}
        onReject={async (reason, note) => {
          if (
            rejecting &&
            (await act(
              rejecting,
              '/board/reject',
              { reason, ...(note ? { note } : {}) },
              t('board.rejectDone')
            ))
          )
            setRejecting(null)
        }}
      />
    </div>
  )
}

function OrderCard(props: {
  order: BoardOrder
  now: number
  busy: boolean
  onAccept(): void
  onReject(): void
  onReady(): void
}) {
  const t = useTranslate()
  const { order: o, now } = props
  const left = o.acceptBy === null ? null : o.acceptBy - now
  return (
    <Card
      size="small"
      className="board__card"
      data-order-id={o.id}
      title={
        <>
          <div>{o.orderNo}</div>
          <Space size={8} wrap>
            <Tag>{o.fulfilmentText}</Tag>
            <Typography.Text strong>{formatMop(o.total)}</Typography.Text>
          </Space>
        </>
      }
    >
      <ul className="board__items">
        {o.items.map((i, k) => (
          <li key={k}>
            {i.name}
            {i.props && (
              <Typography.Text type="secondary">{t('punct.paren', { text: i.props })}</Typography.Text>
            )}{' '}
            × {i.itemCount}
          </li>
        ))}
      </ul>
      {o.remark && (
        <Typography.Paragraph type="secondary">
          {t('board.remark', { remark: o.remark })}
        </Typography.Paragraph>
      )}
      <Space direction="vertical" size={2} className="board__meta">
        <Typography.Text type="secondary">
          {t('board.paidAgo', { minutes: minutesSince(o.paidAt, now) })} · {o.statusText}
        </Typography.Text>
        {o.prepMinutes !== null && (
          <Typography.Text type="secondary">
            {t('board.prepMinutes', { minutes: o.prepMinutes })}
          </Typography.Text>
        )}
        {left !== null && (
          <Typography.Text type={left < 60_000 ? 'danger' : 'warning'} role="timer">
            {t('board.acceptWithin', { time: clock(left) })}
          </Typography.Text>
        )}
      </Space>
      {o.column === 'new' && (
        <div className="board__actions">
          <Button type="primary" loading={props.busy} onClick={props.onAccept}>
            {t('board.accept')}
          </Button>
          <Button danger disabled={props.busy} onClick={props.onReject}>
            {t('board.reject')}
          </Button>
        </div>
      )}
      {o.column === 'preparing' && (
        <div className="board__actions">
          <Button type="primary" loading={props.busy} onClick={props.onReady}>
            {t(o.fulfilment === 'pickup' ? 'board.readyPickup' : 'board.ready')}
          </Button>
        </div>
      )}
      {o.column === 'ready' && (
        <Typography.Text type="secondary">
          {t(o.fulfilment === 'pickup' ? 'board.waitCustomer' : 'board.waitRider')}
        </Typography.Text>
      )}
    </Card>
  )
}

function AcceptDialog(props: {
  order: BoardOrder | null
  onClose(): void
  onAccept(minutes: number): Promise<void>
}) {
  const t = useTranslate()
  const [choice, setChoice] = useState<number | 'custom'>(15)
  const [custom, setCustom] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  const minutes = choice === 'custom' ? custom : choice
  return (
    <Modal
      open={props.order !== null}
      title={t('board.acceptTitle', { no: props.order?.orderNo ?? '' })}
      okText={t('board.accept')}
      cancelText={t('board.cancel')}
      okButtonProps={{ disabled: minutes === null, loading: saving }}
      onCancel={props.onClose}
      onOk={async () => {
        if (minutes === null) return
        setSaving(true)
        await props.onAccept(minutes).finally(() => setSaving(false))
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('board.prepQuestion')}</Typography.Paragraph>
      <Radio.Group
        value={choice}
        onChange={(e) => setChoice(e.target.value as number | 'custom')}
        optionType="button"
        buttonStyle="solid"
        aria-label={t('board.prepQuestion')}
        options={[
          ...PREP_MINUTES.map((m) => ({ value: m, label: t('board.minutes', { minutes: m }) })),
          { value: 'custom', label: t('board.custom') }
        ]}
      />
      {choice === 'custom' && (
        <InputNumber
          className="board__custom"
          min={1}
          max={MAX_PREP_MINUTES}
          precision={0}
          value={custom}
          onChange={(v) => setCustom(typeof v === 'number' ? v : null)}
          addonAfter={t('board.minutesUnit')}
          aria-label={t('board.custom')}
        />
      )}
    </Modal>
  )
}

function RejectDialog(props: {
  order: BoardOrder | null
  onClose(): void
  onReject(reason: RejectReason, note: string): Promise<void>
}) {
  const t = useTranslate()
  const [reason, setReason] = useState<RejectReason>('soldOut')
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)
  const missing = reason === 'other' && note.trim() === ''
  return (
    <Modal
      open={props.order !== null}
      title={t('board.rejectTitle', { no: props.order?.orderNo ?? '' })}
      okText={t('board.reject')}
      okButtonProps={{ danger: true, disabled: missing, loading: saving }}
      cancelText={t('board.cancel')}
      onCancel={props.onClose}
      onOk={async () => {
        setSaving(true)
        await props.onReject(reason, reason === 'other' ? note.trim() : '').finally(() => setSaving(false))
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('board.rejectHint')}</Typography.Paragraph>
      <Radio.Group
        value={reason}
        onChange={(e) => setReason(e.target.value as RejectReason)}
        aria-label={t('board.rejectReason')}
        options={REJECT_REASONS.map((r) => ({ value: r, label: t(`board.reasons.${r}`) }))}
      />
      {reason === 'other' && (
        <Input
          className="board__custom"
          maxLength={60}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('board.otherReason')}
          aria-label={t('board.otherReason')}
        />
      )}
    </Modal>
  )
}

/** The owner's switches: auto-accept and the accept limit. */
function Settings(props: { shop: number; board: BoardAnswer; onSaved(): void }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const save = async (change: { autoAccept?: boolean; acceptLimitMinutes?: number }) => {
    try {
      await staffApi('POST', '/board/settings', { body: { merchantId: props.shop, ...change } })
      void message.success(t('board.settingsSaved'))
      props.onSaved()
    } catch (err) {
      void message.error(err instanceof StaffApiError ? err.message : String(err))
    }
  }
  return (
    <Space wrap>
      <Space size={4}>
        <Switch
          checked={props.board.settings.autoAccept}
          onChange={(v) => void save({ autoAccept: v })}
          aria-label={t('board.autoAccept')}
        />
        <Typography.Text>{t('board.autoAccept')}</Typography.Text>
      </Space>
      <InputNumber
        min={1}
        max={MAX_ACCEPT_LIMIT_MINUTES}
        precision={0}
        value={props.board.settings.acceptLimitMinutes}
        addonBefore={t('board.acceptLimit')}
        addonAfter={t('board.minutesUnit')}
        aria-label={t('board.acceptLimit')}
        onBlur={(e) => {
          const v = Number(e.target.value)
          if (
            Number.isInteger(v) &&
            v >= 1 &&
            v <= MAX_ACCEPT_LIMIT_MINUTES &&
            v !== props.board.settings.acceptLimitMinutes
          )
            void save({ acceptLimitMinutes: v })
        }}
        style={{ width: 200 }}
      />
    </Space>
  )
}
