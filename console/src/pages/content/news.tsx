import type { AdminMarketNews, AdminNews } from '@lotus/contract/content'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Form, Input, List, Modal, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { errorText, useOpsList } from '../ops/use-ops-list'

/**
 * Where a desk's articles go: the platform notices customers read in their message centre, or the supermarket's
 * own news (超市資訊: its home's top three and its news list), which carries a summary.
 */
interface NewsDesk {
  base: '/content/news' | '/content/market-news'
  summary: boolean
  title: string
  add: string
  empty: string
  publishedMsg: string
  draftHint: string
}

const NOTICES: NewsDesk = {
  base: '/content/news',
  summary: false,
  title: 'content.news.title',
  add: 'content.news.add',
  empty: 'content.news.empty',
  publishedMsg: 'content.news.publishedMsg',
  draftHint: 'content.news.draftHint'
}

const MARKET: NewsDesk = {
  base: '/content/market-news',
  summary: true,
  title: 'content.marketNews.title',
  add: 'content.marketNews.add',
  empty: 'content.marketNews.empty',
  publishedMsg: 'content.marketNews.publishedMsg',
  draftHint: 'content.marketNews.draftHint'
}

type Article = AdminNews & Partial<Pick<AdminMarketNews, 'summary'>>

/** 超市資訊: the supermarket's news, drafts until published (content). */
export const MarketNewsPage = () => <ContentNewsPage desk={MARKET} />

/** 資訊: news articles customers read in their message centre; drafts until published (content). */
export function ContentNewsPage({ desk = NOTICES }: { desk?: NewsDesk }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Article | 'new' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { data, error: loadError, reload } = useOpsList<Article>(desk.base, { page, pageSize: 10 })

  const publish = async (n: Article, published: boolean) => {
    try {
      await staffApi('POST', `${desk.base}/publish`, { body: { id: n.id, version: n.version, published } })
      void message.success(published ? t(desk.publishedMsg) : t('content.news.unpublishedMsg'))
      setError(null)
      await reload()
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <Card
      title={t(desk.title)}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t(desk.add)}
        </Button>
      }
    >
      {(error ?? loadError) && (
        <Alert type="error" showIcon message={error ?? loadError} role="alert" style={{ marginBottom: 16 }} />
      )}
      <List<Article>
        dataSource={data?.list ?? []}
        loading={!data && !loadError}
        locale={{ emptyText: t(desk.empty) }}
        pagination={
          data?.total ? { current: page, total: data.total, pageSize: 10, onChange: setPage } : false
        }
        renderItem={(n) => (
          <List.Item
            key={n.id}
            actions={[
              <Button key="edit" onClick={() => setEditing(n)}>
                {t('content.edit')}
              </Button>,
              <Button
                key="pub"
                type={n.published ? 'default' : 'primary'}
                onClick={() => void publish(n, !n.published)}
              >
                {t(n.published ? 'content.news.unpublish' : 'content.news.publish')}
              </Button>
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag color={n.published ? 'green' : 'default'}>
                    {t(n.published ? 'content.news.published' : 'content.news.draft')}
                  </Tag>
                  <span>{n.title}</span>
                </Space>
              }
              description={
                <>
                  {n.summary && <Typography.Text type="secondary">{n.summary}</Typography.Text>}
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                    {n.body}
                  </Typography.Paragraph>
                  {n.publishedAt && (
                    <Typography.Text type="secondary">
                      {t('content.news.publishedAt')}
                      {t('punct.colon')}
                      {formatTime(n.publishedAt)}
                    </Typography.Text>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {editing && (
        <NewsEditor
          desk={desk}
          news={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            await reload()
          }}
        />
      )}
    </Card>
  )
}

interface Words {
  title: string
  summary?: string
  body: string
}

function NewsEditor({
  desk,
  news,
  onClose,
  onSaved
}: {
  desk: NewsDesk
  news: Article | null
  onClose: () => void
  onSaved: () => Promise<void>
}) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [form] = Form.useForm<Words>()
  const [error, setError] = useState<string | null>(null)
  const save = async (v: Words) => {
    try {
      if (news)
        await staffApi('POST', `${desk.base}/update`, { body: { id: news.id, version: news.version, ...v } })
      else await staffApi('POST', `${desk.base}/create`, { body: v })
      void message.success(t(news ? 'content.saved' : 'content.news.draftSaved'))
      await onSaved()
    } catch (e) {
      setError(errorText(e))
    }
  }
  return (
    <Modal
      open
      title={news ? t('content.news.edit') : t(desk.add)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('content.save')}
      cancelText={t('content.close')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: news?.title ?? '',
          body: news?.body ?? '',
          ...(desk.summary ? { summary: news?.summary ?? '' } : {})
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="title"
          label={t('content.news.fields.title')}
          rules={[
            { required: true, min: 2, max: 60, whitespace: true, message: t('content.news.titleRule') }
          ]}
        >
          <Input maxLength={60} showCount />
        </Form.Item>
        {desk.summary && (
          <Form.Item name="summary" label={t('content.news.fields.summary')} rules={[{ max: 200 }]}>
            <Input maxLength={200} showCount />
          </Form.Item>
        )}
        <Form.Item
          name="body"
          label={t('content.news.fields.body')}
          rules={[
            { required: true, min: 2, max: 5000, whitespace: true, message: t('content.news.bodyRule') }
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={5000} showCount />
        </Form.Item>
        {!news && <Typography.Text type="secondary">{t(desk.draftHint)}</Typography.Text>}
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Form>
    </Modal>
  )
}
