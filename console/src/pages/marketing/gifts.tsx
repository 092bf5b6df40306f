import type { GiftAdmin, PlanPriceAdmin } from '@lotus/contract/marketing'
import { avosFromMop, formatMop } from '@lotus/contract/money'
import { actorOfMe, can } from '@lotus/contract/staff'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  Upload
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi, staffUpload } from '../../api'
import { useMe } from '../../use-me'
import { errorText } from '../ops/use-ops-list'

/**
 * 積分商城與會員: the points mall's gifts (points price, stock moved by a delta that never takes back what is
 * exchanged, on/off sale, photo) and the god-member plans' prices (new purchases only).
 */
export function GiftsPage() {
  const t = useTranslate()
  const me = useMe()
  const canWrite = me ? can(actorOfMe(me), 'marketing.write') : false
  const { message } = App.useApp()
  const [gifts, setGifts] = useState<GiftAdmin[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<GiftAdmin | 'new' | null>(null)

  const load = useCallback(async () => {
    try {
      setGifts(await staffApi<GiftAdmin[]>('GET', '/marketing/gifts'))
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }, [])
  useEffect(() => void load(), [load])

  const photo = async (g: GiftAdmin, file: File) => {
    try {
      await staffUpload('/marketing/gifts/photo', { id: g.id }, file)
      void message.success(t('marketing.gifts.photoSaved'))
      await load()
    } catch (e) {
      void message.error(errorText(e))
    }
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('marketing.gifts.title')}
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('marketing.gifts.add')}
            </Button>
          )
        }
      >
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
        <Table<GiftAdmin>
          rowKey="id"
          dataSource={gifts ?? []}
          loading={!gifts && !error}
          scroll={{ x: 900 }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              title: t('marketing.gifts.fields.photo'),
              key: 'photo',
              width: 88,
              render: (_, g) => <Image src={g.image} alt={g.name} width={56} height={56} preview={false} />
            },
            {
              title: t('marketing.gifts.fields.name'),
              key: 'name',
              render: (_, g) => (
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{g.name}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
                    {g.description}
                  </Typography.Text>
                </Space>
              )
            },
            {
              title: t('marketing.gifts.fields.points'),
              dataIndex: 'points',
              width: 130,
              render: (p: number) => t('marketing.gifts.pointsOf', { n: p.toLocaleString('en') })
            },
            { title: t('marketing.gifts.fields.stock'), dataIndex: 'stock', width: 90 },
            { title: t('marketing.gifts.fields.exchanged'), dataIndex: 'exchanged', width: 90 },
            {
              title: t('marketing.gifts.fields.onSale'),
              key: 'onSale',
              width: 90,
              render: (_, g) =>
                g.onSale ? (
                  <Tag color="green">{t('marketing.gifts.on')}</Tag>
                ) : (
                  <Tag>{t('marketing.gifts.off')}</Tag>
                )
            },
            {
              title: t('marketing.campaigns.fields.actions'),
              key: 'actions',
              render: (_, g) =>
                canWrite && (
                  <Space wrap>
                    <Button size="small" onClick={() => setEditing(g)}>
                      {t('marketing.gifts.edit')}
                    </Button>
                    <Upload
                      accept="image/png,image/jpeg,image/webp,image/gif"
                      showUploadList={false}
                      beforeUpload={(file) => {
                        void photo(g, file)
                        return false
                      }}
                    >
                      <Button size="small">{t('marketing.gifts.uploadPhoto')}</Button>
                    </Upload>
                  </Space>
                )
            }
          ]}
        />
      </Card>
      <PlansCard canWrite={canWrite} />
      {editing && (
        <GiftModal
          gift={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            void message.success(t('marketing.gifts.saved'))
            await load()
          }}
        />
      )}
    </Space>
  )
}

interface GiftForm {
  name: string
  description?: string
  points: number
  onSale: boolean
  stockDelta?: number | null
}

function GiftModal(props: { gift: GiftAdmin | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const t = useTranslate()
  const [form] = Form.useForm<GiftForm>()
  const [error, setError] = useState<string | null>(null)
  const g = props.gift
  const submit = async (v: GiftForm) => {
    try {
      await staffApi('POST', '/marketing/gifts', {
        body: {
          ...(g ? { id: g.id } : {}),
          name: v.name,
          description: v.description ?? '',
          points: v.points,
          onSale: v.onSale,
          stockDelta: v.stockDelta ?? 0
        }
      })
      await props.onSaved()
    } catch (e) {
      setError(errorText(e))
    }
  }
  return (
    <Modal
      open
      title={g ? t('marketing.gifts.edit') : t('marketing.gifts.add')}
      okText={t('marketing.gifts.save')}
      cancelText={t('ops.cancel')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form<GiftForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={
          g
            ? { name: g.name, description: g.description, points: g.points, onSale: g.onSale, stockDelta: 0 }
            : { onSale: true, stockDelta: 0 }
        }
      >
        <Form.Item
          name="name"
          label={t('marketing.gifts.fields.name')}
          rules={[{ required: true, whitespace: true, max: 30 }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="description" label={t('marketing.gifts.fields.description')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="points" label={t('marketing.gifts.fields.points')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10_000_000} precision={0} />
          </Form.Item>
          <Form.Item
            name="stockDelta"
            label={g ? t('marketing.gifts.fields.stockDelta') : t('marketing.gifts.fields.stock')}
            tooltip={g ? t('marketing.gifts.stockHint', { n: g.stock }) : undefined}
          >
            <InputNumber min={g ? -g.stock : 0} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="onSale" label={t('marketing.gifts.fields.onSale')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Form>
    </Modal>
  )
}

function PlansCard({ canWrite }: { canWrite: boolean }) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [plans, setPlans] = useState<PlanPriceAdmin[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [draft, setDraft] = useState<Record<string, { price: number | null; originalPrice: number | null }>>(
    {}
  )
  useEffect(() => {
    staffApi<PlanPriceAdmin[]>('GET', '/marketing/plans').then(setPlans, (e: unknown) =>
      setError(errorText(e))
    )
  }, [])
  const save = async (p: PlanPriceAdmin) => {
    const d = draft[p.plan]
    try {
      const next = await staffApi<PlanPriceAdmin[]>('POST', '/marketing/plans', {
        body: {
          plan: p.plan,
          price: avosFromMop(String(d?.price ?? p.price / 100)),
          originalPrice: avosFromMop(String(d?.originalPrice ?? p.originalPrice / 100))
        }
      })
      setPlans(next)
      setDraft((x) => ({ ...x, [p.plan]: { price: null, originalPrice: null } }))
      void message.success(t('marketing.plans.saved'))
    } catch (e) {
      void message.error(errorText(e))
    }
  }
  return (
    <Card title={t('marketing.plans.title')}>
      <Typography.Paragraph type="secondary">{t('marketing.plans.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Table<PlanPriceAdmin>
        rowKey="plan"
        dataSource={plans ?? []}
        loading={!plans && !error}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          {
            title: t('marketing.plans.plan'),
            key: 'plan',
            render: (_, p) =>
              `${p.title}${t('punct.paren', { text: t('marketing.plans.daysOf', { n: p.days }) })}`
          },
          {
            title: t('marketing.plans.price'),
            key: 'price',
            render: (_, p) =>
              canWrite ? (
                <InputNumber
                  aria-label={`${p.title} ${t('marketing.plans.price')}`}
                  min={1}
                  max={100000}
                  precision={2}
                  addonBefore="MOP"
                  value={draft[p.plan]?.price ?? p.price / 100}
                  onChange={(v) =>
                    setDraft((x) => ({
                      ...x,
                      [p.plan]: { price: v, originalPrice: x[p.plan]?.originalPrice ?? null }
                    }))
                  }
                />
              ) : (
                formatMop(p.price)
              )
          },
          {
            title: t('marketing.plans.originalPrice'),
            key: 'originalPrice',
            render: (_, p) =>
              canWrite ? (
                <InputNumber
                  aria-label={`${p.title} ${t('marketing.plans.originalPrice')}`}
                  min={1}
                  max={100000}
                  precision={2}
                  addonBefore="MOP"
                  value={draft[p.plan]?.originalPrice ?? p.originalPrice / 100}
                  onChange={(v) =>
                    setDraft((x) => ({
                      ...x,
                      [p.plan]: { price: x[p.plan]?.price ?? null, originalPrice: v }
                    }))
                  }
                />
              ) : (
                formatMop(p.originalPrice)
              )
          },
          {
            title: t('marketing.campaigns.fields.actions'),
            key: 'actions',
            render: (_, p) =>
              canWrite && (
                <Button size="small" type="primary" onClick={() => void save(p)}>
                  {t('marketing.plans.save')}
                </Button>
              )
          }
        ]}
      />
    </Card>
  )
}
