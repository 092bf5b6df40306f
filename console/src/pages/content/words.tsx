import type { ContentWord } from '@lotus/contract/content'
import { useTranslate } from '@refinedev/core'
import { Alert, App, Button, Card, Form, Input, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { errorText, pagerOf, useOpsList } from '../ops/use-ops-list'

/**
 * 譯名: the platform's words in English and Portuguese (issue 39 point 4): a shop's category, tags, districts, a
 * goods many shops sell, a shop's name. Customers reading those languages see a change on their next answer; a
 * word without one shows its Chinese (content).
 */
export function ContentWordsPage() {
  const t = useTranslate()
  const [page, setPage] = useState(1)
  const [keyword, setKeyword] = useState('')
  const [editing, setEditing] = useState<ContentWord | 'new' | null>(null)
  const { data, error, reload } = useOpsList<ContentWord>('/content/words', {
    page,
    pageSize: 20,
    keyword: keyword || undefined
  })
  return (
    <Card
      title={t('content.words.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('content.words.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('content.words.hint')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('content.words.search')}
        placeholder={t('content.words.search')}
        maxLength={40}
        onSearch={(v) => {
          setKeyword(v.trim())
          setPage(1)
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
      <Table<ContentWord>
        rowKey="zh"
        size="middle"
        scroll={{ x: 'max-content' }}
        dataSource={data?.list ?? []}
        loading={!data && !error}
        locale={{ emptyText: t('content.words.empty') }}
        pagination={pagerOf(data?.total ?? 0, page, setPage)}
        columns={[
          { key: 'zh', title: t('content.words.fields.zh'), dataIndex: 'zh' },
          { key: 'en', title: t('content.words.fields.en'), render: (_, w) => w.en || '—' },
          { key: 'pt', title: t('content.words.fields.pt'), render: (_, w) => w.pt || '—' },
          {
            key: 'edit',
            render: (_, w) => (
              <Button size="small" onClick={() => setEditing(w)} aria-label={`${t('content.edit')} ${w.zh}`}>
                {t('content.edit')}
              </Button>
            )
          }
        ]}
      />
      {editing && (
        <WordEditor
          word={editing === 'new' ? null : editing}
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

function WordEditor(props: { word: ContentWord | null; onClose(): void; onSaved(): Promise<void> }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [form] = Form.useForm<Pick<ContentWord, 'zh' | 'en' | 'pt'>>()
  const [error, setError] = useState<string | null>(null)
  const w = props.word
  const save = async (v: Pick<ContentWord, 'zh' | 'en' | 'pt'>) => {
    try {
      await staffApi('POST', '/content/words/save', {
        body: { zh: v.zh, en: v.en ?? '', pt: v.pt ?? '', ...(w ? { version: w.version } : {}) }
      })
      void message.success(t('content.saved'))
      await props.onSaved()
    } catch (e) {
      setError(errorText(e))
    }
  }
  return (
    <Modal
      open
      title={w ? t('content.words.edit') : t('content.words.add')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('content.save')}
      cancelText={t('content.close')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ zh: w?.zh ?? '', en: w?.en ?? '', pt: w?.pt ?? '' }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item
          name="zh"
          label={t('content.words.fields.zh')}
          rules={[{ required: true, max: 80, whitespace: true }]}
        >
          <Input maxLength={80} disabled={!!w} />
        </Form.Item>
        <Form.Item name="en" label={t('content.words.fields.en')} rules={[{ max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="pt" label={t('content.words.fields.pt')} rules={[{ max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Form>
    </Modal>
  )
}
