import { FEEDBACK_STATUSES, type FeedbackStatus } from '@lotus/contract/feedback'
import { FEEDBACK_MOVES, type OpsFeedbackRow } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Input, List, Segmented, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { errorText, useOpsList } from './use-ops-list'

const COLOUR: Record<FeedbackStatus, string> = {
  received: 'gold',
  processing: 'blue',
  replied: 'green',
  closed: 'default'
}

/** 意見反饋: customers' feedback, newest first; move it on, reply (the customer reads it), close. */
export function OpsFeedbackPage() {
  const t = useTranslate()
  const [status, setStatus] = useState<FeedbackStatus | 'all'>('all')
  const [page, setPage] = useState(1)
  const { data, error, reload } = useOpsList<OpsFeedbackRow>('/ops/feedback', {
    status: status === 'all' ? undefined : status,
    page,
    pageSize: 10
  })
  return (
    <Card title={t('ops.feedback.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as FeedbackStatus | 'all')
            setPage(1)
          }}
          options={[
            { value: 'all', label: t('ops.all') },
            ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`enums.feedback.${s}`) }))
          ]}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <List<OpsFeedbackRow>
          dataSource={data?.list ?? []}
          loading={!data && !error}
          locale={{ emptyText: t('ops.feedback.empty') }}
          pagination={
            data?.total ? { current: page, total: data.total, pageSize: 10, onChange: setPage } : false
          }
          renderItem={(f) => <FeedbackItem key={`${f.id}:${f.version}`} f={f} onMoved={reload} />}
        />
      </Space>
    </Card>
  )
}

function FeedbackItem({ f, onMoved }: { f: OpsFeedbackRow; onMoved: () => Promise<void> }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [reply, setReply] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const can = FEEDBACK_MOVES[f.status]
  const move = async (to: 'processing' | 'replied' | 'closed') => {
    setBusy(true)
    try {
      await staffApi('POST', '/ops/feedback/move', {
        body: {
          id: f.id,
          version: f.version,
          status: to,
          ...(to === 'replied' ? { reply: reply.trim() } : {})
        }
      })
      void message.success(t(`ops.feedback.moved.${to}`))
      setError(null)
      await onMoved()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <List.Item>
      <Space direction="vertical" style={{ width: '100%' }} data-testid={`feedback-${f.id}`}>
        <Space wrap>
          <Tag color={COLOUR[f.status]}>{t(`enums.feedback.${f.status}`)}</Tag>
          <Typography.Text strong>{f.category}</Typography.Text>
          <Typography.Text type="secondary">
            #{f.id} · {f.phone} · {formatTime(f.createdAt)}
          </Typography.Text>
        </Space>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {f.content}
        </Typography.Paragraph>
        {f.images.length > 0 && (
          <Space wrap>
            {f.images.map((src) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={t('ops.feedback.photo')}
                  width={64}
                  height={64}
                  style={{ objectFit: 'cover' }}
                />
              </a>
            ))}
          </Space>
        )}
        {f.replies.map((r, i) => (
          <Alert
            key={i}
            type="info"
            message={`${t('ops.feedback.ourReply')} · ${formatTime(r.createdAt)}`}
            description={r.content}
          />
        ))}
        {can.includes('replied') && (
          <Input.TextArea
            aria-label={t('ops.feedback.reply')}
            placeholder={t('ops.feedback.reply')}
            value={reply}
            maxLength={500}
            autoSize={{ minRows: 2 }}
            onChange={(e) => setReply(e.target.value)}
          />
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <Space wrap>
          {can.includes('processing') && (
            <Button loading={busy} onClick={() => void move('processing')}>
              {t('ops.feedback.process')}
            </Button>
          )}
          {can.includes('replied') && (
            <Button
              type="primary"
              loading={busy}
              disabled={!reply.trim()}
              onClick={() => void move('replied')}
            >
              {t('ops.feedback.send')}
            </Button>
          )}
          {can.includes('closed') && (
            <Button loading={busy} onClick={() => void move('closed')}>
              {t('ops.feedback.close')}
            </Button>
          )}
        </Space>
      </Space>
    </List.Item>
  )
}
