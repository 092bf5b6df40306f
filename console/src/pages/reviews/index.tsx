import {
  MAX_REPLY_CHARS,
  REPORT_REASON_TEXT,
  REPORT_REASONS,
  REPORT_STATUS_TEXT,
  REVIEW_KIND_TEXT,
  type AdminReview,
  type ReportReason,
  type ReviewKind
} from '@lotus/contract/reviews-admin'
import { can, type Page, type StaffActor } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Image,
  Input,
  List,
  Modal,
  Rate,
  Segmented,
  Select,
  Space,
  Tag,
  Typography
} from 'antd'
import type { Dayjs } from 'dayjs'
import { useCallback, useEffect, useState } from 'react'
import { StaffApiError, staffApi } from '../../api'
import { formatTime } from '../../format'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'

const PAGE_SIZE = 10

/**
 * 評價: the shop's reviews with filters; owners write the one reply customers read under the review (a save
 * another owner beat is refused: STALE_VERSION, reloaded); owners and staff report an abusive one to the operators.
 */
export function ReviewsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const me = useMe()
  const shop = useCurrentShop(me)
  const actor: StaffActor | null = me
    ? { id: me.id, role: me.role, merchantIds: me.shops.map((s) => s.id), stage: me.stage }
    : null
  const mayReply = !!actor && shop !== null && can(actor, 'reviews.reply', { merchantId: shop })
  const [kind, setKind] = useState<ReviewKind>('takeaway')
  const [star, setStar] = useState<number | undefined>()
  const [withPhotos, setWithPhotos] = useState(false)
  const [unreplied, setUnreplied] = useState(false)
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null)
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<AdminReview> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [replying, setReplying] = useState<AdminReview | null>(null)
  const [reply, setReply] = useState('')
  const [reporting, setReporting] = useState<AdminReview | null>(null)
  const [reason, setReason] = useState<ReportReason>('abuse')
  const [detail, setDetail] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (shop === null) return
    try {
      setData(
        await staffApi<Page<AdminReview>>('GET', '/reviews', {
          query: {
            merchantId: shop,
            kind,
            star,
            withPhotos: withPhotos ? 'true' : undefined,
            unreplied: unreplied ? 'true' : undefined,
            from: range?.[0]?.format('YYYY-MM-DD'),
            to: range?.[1]?.format('YYYY-MM-DD'),
            page,
            pageSize: PAGE_SIZE
          }
        })
      )
      setError(null)
    } catch (e) {
      setError(e instanceof StaffApiError ? e.message : String(e))
    }
  }, [shop, kind, star, withPhotos, unreplied, range, page])

  useEffect(() => void load(), [load])

  const send = async (what: 'reply' | 'report') => {
    const row = what === 'reply' ? replying : reporting
    if (!row || shop === null) return
    setBusy(true)
    try {
      if (what === 'reply')
        await staffApi('POST', '/reviews/reply', {
          body: { merchantId: shop, kind: row.kind, id: row.id, version: row.version, content: reply }
        })
      else
        await staffApi('POST', '/reviews/report', {
          body: { merchantId: shop, kind: row.kind, id: row.id, reason, detail }
        })
      void message.success(what === 'reply' ? t('reviews.replied') : t('reviews.reported'))
      setReplying(null)
      setReporting(null)
    } catch (e) {
      void message.error(e instanceof StaffApiError ? e.message : String(e))
      // someone else replied first: show theirs before this owner tries again
      if (e instanceof StaffApiError && e.code === 'STALE_VERSION') setReplying(null)
    } finally {
      setBusy(false)
      await load()
    }
  }

  const filtered = () => setPage(1)
  if (shop === null) return <Typography.Text>{t('orders.noShop')}</Typography.Text>
  return (
    <Card title={t('reviews.title')}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v as ReviewKind)
            filtered()
          }}
          options={(['takeaway', 'market'] as const).map((k) => ({ value: k, label: REVIEW_KIND_TEXT[k] }))}
        />
        <Select
          aria-label={t('reviews.filters.star')}
          style={{ width: 120 }}
          allowClear
          placeholder={t('reviews.filters.star')}
          value={star}
          onChange={(v) => {
            setStar(v)
            filtered()
          }}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: n, label: t('reviews.stars', { n }) }))}
        />
        <Checkbox
          checked={withPhotos}
          onChange={(e) => {
            setWithPhotos(e.target.checked)
            filtered()
          }}
        >
          {t('reviews.filters.withPhotos')}
        </Checkbox>
        <Checkbox
          checked={unreplied}
          onChange={(e) => {
            setUnreplied(e.target.checked)
            filtered()
          }}
        >
          {t('reviews.filters.unreplied')}
        </Checkbox>
        <DatePicker.RangePicker
          aria-label={t('reviews.filters.dates')}
          value={range}
          onChange={(v) => {
            setRange(v)
            filtered()
          }}
        />
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <List<AdminReview>
        itemLayout="vertical"
        loading={data === null && !error}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('reviews.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage
        }}
        renderItem={(r) => (
          <List.Item
            key={`${r.kind}-${r.id}`}
            className="review-item"
            actions={
              r.hidden
                ? []
                : [
                    ...(mayReply
                      ? [
                          <Button
                            key="reply"
                            type="link"
                            onClick={() => {
                              setReplying(r)
                              setReply(r.reply?.content ?? '')
                            }}
                          >
                            {r.reply ? t('reviews.editReply') : t('reviews.reply')}
                          </Button>
                        ]
                      : []),
                    ...(r.report?.status === 'open'
                      ? []
                      : [
                          <Button
                            key="report"
                            type="link"
                            danger
                            onClick={() => {
                              setReporting(r)
                              setReason('abuse')
                              setDetail('')
                            }}
                          >
                            {t('reviews.report')}
                          </Button>
                        ])
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={8}>
                  <span>{r.userName}</span>
                  <Rate disabled value={r.star} style={{ fontSize: 14 }} />
                  {r.hidden && <Tag color="default">{t('reviews.hidden')}</Tag>}
                  {r.report && <Tag color="orange">{REPORT_STATUS_TEXT[r.report.status]}</Tag>}
                </Space>
              }
              description={
                <Typography.Text type="secondary">
                  {formatTime(r.createdAt / 1000)}
                  {r.about ? ` · ${r.about}` : ''}
                </Typography.Text>
              }
            />
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {r.content || t('reviews.noText')}
            </Typography.Paragraph>
            {r.images.length > 0 && (
              <Image.PreviewGroup>
                <Space wrap>
                  {r.images.map((src) => (
                    <Image key={src} src={src} width={64} height={64} alt={t('reviews.photo')} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
            {r.reply && (
              <div className="review-reply">
                <Typography.Text strong>{t('reviews.shopReply')}</Typography.Text>
                <Typography.Paragraph style={{ margin: 0 }}>{r.reply.content}</Typography.Paragraph>
                <Typography.Text type="secondary">
                  {formatTime(r.reply.at)} · {r.reply.by}
                </Typography.Text>
              </div>
            )}
          </List.Item>
        )}
      />
      <Modal
        open={replying !== null}
        title={replying?.reply ? t('reviews.editReply') : t('reviews.reply')}
        okText={t('reviews.send')}
        cancelText={t('refunds.cancel')}
        confirmLoading={busy}
        okButtonProps={{ disabled: reply.trim() === '' }}
        onOk={() => void send('reply')}
        onCancel={() => setReplying(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{replying?.content}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('reviews.reply')}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          maxLength={MAX_REPLY_CHARS}
          showCount
          rows={4}
          placeholder={t('reviews.replyPlaceholder')}
        />
      </Modal>
      <Modal
        open={reporting !== null}
        title={t('reviews.reportTitle')}
        okText={t('reviews.report')}
        okButtonProps={{ danger: true }}
        cancelText={t('refunds.cancel')}
        confirmLoading={busy}
        onOk={() => void send('report')}
        onCancel={() => setReporting(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('reviews.reportHint')}</Typography.Paragraph>
        <Select
          aria-label={t('reviews.reason')}
          style={{ width: '100%', marginBottom: 12 }}
          value={reason}
          onChange={setReason}
          options={REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_TEXT[r] }))}
        />
        <Input.TextArea
          aria-label={t('reviews.detail')}
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
          maxLength={500}
          rows={3}
          placeholder={t('reviews.detailPlaceholder')}
        />
      </Modal>
    </Card>
  )
}
