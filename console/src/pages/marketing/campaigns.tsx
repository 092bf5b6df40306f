import {
  CAMPAIGN_TYPES,
  ISSUE_RULES,
  ISSUE_RULE_TEXT,
  MAX_CODE_BATCH,
  campaignCap,
  type Campaign,
  type CampaignType,
  type IssueRule
} from '@lotus/contract/campaign'
import { avosFromMop, formatMop } from '@lotus/contract/money'
import { actorOfMe, can } from '@lotus/contract/staff'
import { VERTICALS, type Vertical } from '@lotus/contract/verticals'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useCallback, useEffect, useState } from 'react'
import { staffApi } from '../../api'
import { formatTime } from '../../format'
import { useMe } from '../../use-me'
import { errorText } from '../ops/use-ops-list'
import { CampaignWindowFields, PerUserField } from './campaign-fields'
import { CampaignEditModal } from './campaign-edit'

const mop = (avos: number) => formatMop(avos, { trimZeros: true })
const STATE_COLOR = { upcoming: 'blue', open: 'green', soldOut: 'orange', ended: 'default' } as const

/**
 * 優惠活動: marketing's coupon and red-envelope campaigns with what each issued against its count and budget; a new
 * campaign (scope, budget, per-user limit, window, issuing rule, promo codes), edit, stop and resume, and a code
 * campaign's codes. The shops' own limited coupons are listed too, their origin (來源) said: not ours to edit.
 */
export function CampaignsPage() {
  const t = useTranslate()
  const me = useMe()
  const canWrite = me ? can(actorOfMe(me), 'marketing.write') : false
  const { message } = App.useApp()
  const [list, setList] = useState<Campaign[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [codesOf, setCodesOf] = useState<Campaign | null>(null)
  const [editing, setEditing] = useState<Campaign | null>(null)

  const load = useCallback(async () => {
    try {
      setList(await staffApi<Campaign[]>('GET', '/marketing/campaigns'))
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }, [])
  useEffect(() => void load(), [load])

  const stop = async (c: Campaign) => {
    try {
      await staffApi('POST', '/marketing/campaigns/stop', { body: { id: c.id } })
      void message.success(t('marketing.campaigns.stopped'))
      await load()
    } catch (e) {
      void message.error(errorText(e))
    }
  }

  const resume = async (c: Campaign) => {
    try {
      await staffApi('POST', '/marketing/campaigns/resume', { body: { id: c.id } })
      void message.success(t('marketing.campaigns.resumed'))
      await load()
    } catch (e) {
      void message.error(errorText(e))
    }
  }

  return (
    <Card
      title={t('marketing.campaigns.title')}
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('marketing.campaigns.add')}
          </Button>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} />}
      <Table<Campaign>
        rowKey="id"
        dataSource={list ?? []}
        loading={!list && !error}
        scroll={{ x: 1080 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('marketing.campaigns.empty') }}
        columns={[
          {
            title: t('marketing.campaigns.fields.name'),
            key: 'name',
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{c.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(`marketing.types.${c.type}`)} · {mop(c.amount)}
                  {c.threshold > 0 ? ` · ${t('marketing.campaigns.over', { amount: mop(c.threshold) })}` : ''}
                </Typography.Text>
              </Space>
            )
          },
          {
            title: t('marketing.campaigns.fields.origin'),
            key: 'origin',
            render: (_, c) => (
              <Tag
                color={c.origin === 'shop' ? 'gold' : 'geekblue'}
                title={c.origin === 'shop' ? t('marketing.campaigns.shopOwned') : undefined}
              >
                {t(`marketing.campaigns.origins.${c.origin}`)}
              </Tag>
            )
          },
          {
            title: t('marketing.campaigns.fields.scope'),
            key: 'scope',
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>
                  {c.vertical ? t(`enums.vertical.${c.vertical}`) : t('marketing.campaigns.allVerticals')}
                </span>
                <Typography.Text type="secondary">
                  {c.shopName ?? t('marketing.campaigns.allShops')}
                </Typography.Text>
              </Space>
            )
          },
          {
            title: t('marketing.campaigns.fields.rule'),
            key: 'rule',
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>{ISSUE_RULE_TEXT[c.issueRule]}</span>
                {c.issueRule === 'code' && (
                  <Typography.Text type="secondary" copyable={c.code ? { text: c.code } : false}>
                    {c.code ?? t('marketing.campaigns.singleUse', { n: c.codeCount })}
                  </Typography.Text>
                )}
              </Space>
            )
          },
          {
            title: t('marketing.campaigns.fields.budget'),
            key: 'budget',
            width: 220,
            render: (_, c) => (
              <Space direction="vertical" size={0} style={{ width: '100%' }}>
                <Progress
                  percent={Math.round((c.claimed * 100) / Math.max(c.total, 1))}
                  size="small"
                  aria-label={t('marketing.campaigns.fields.budget')}
                />
                <Typography.Text type="secondary">
                  {t('marketing.campaigns.issued', { claimed: c.claimed, total: c.total })} · {mop(c.issued)}
                  {c.budget !== null ? ` / ${mop(c.budget)}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('marketing.campaigns.perUserOf', { n: c.perUser })}
                </Typography.Text>
              </Space>
            )
          },
          {
            title: t('marketing.campaigns.fields.window'),
            key: 'window',
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>{formatTime(c.startsAt)}</span>
                <span>{formatTime(c.endsAt)}</span>
              </Space>
            )
          },
          {
            title: t('marketing.campaigns.fields.state'),
            key: 'state',
            render: (_, c) =>
              c.status === 'stopped' ? (
                <Tag>{t('marketing.campaigns.states.stopped')}</Tag>
              ) : (
                <Tag color={STATE_COLOR[c.state]}>{t(`marketing.campaigns.states.${c.state}`)}</Tag>
              )
          },
          {
            title: t('marketing.campaigns.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, c) => (
              <Space wrap>
                {c.issueRule === 'code' && c.codeCount > 0 && (
                  <Button size="small" onClick={() => setCodesOf(c)}>
                    {t('marketing.campaigns.codes')}
                  </Button>
                )}
                {canWrite && c.origin === 'operators' && c.state !== 'ended' && (
                  <Button size="small" onClick={() => setEditing(c)}>
                    {t('marketing.campaigns.edit')}
                  </Button>
                )}
                {canWrite && c.status === 'running' && c.state !== 'ended' && (
                  <Popconfirm
                    title={t('marketing.campaigns.stopConfirm', { name: c.name })}
                    okText={t('marketing.campaigns.stop')}
                    cancelText={t('ops.cancel')}
                    onConfirm={() => stop(c)}
                  >
                    <Button size="small" danger>
                      {t('marketing.campaigns.stop')}
                    </Button>
                  </Popconfirm>
                )}
                {canWrite && c.status === 'stopped' && (
                  <Popconfirm
                    title={t('marketing.campaigns.resumeConfirm', { name: c.name })}
                    okText={t('marketing.campaigns.resume')}
                    cancelText={t('ops.cancel')}
                    onConfirm={() => resume(c)}
                  >
                    <Button size="small">{t('marketing.campaigns.resume')}</Button>
                  </Popconfirm>
                )}
              </Space>
            )
          }
        ]}
      />
      {creating && (
        <CampaignModal
          onClose={() => setCreating(false)}
          onCreated={async () => {
            setCreating(false)
            void message.success(t('marketing.campaigns.created'))
            await load()
          }}
        />
      )}
      {editing && (
        <CampaignEditModal
          campaign={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            void message.success(t('marketing.campaigns.saved'))
            await load()
          }}
        />
      )}
      {codesOf && <CodesModal campaign={codesOf} onClose={() => setCodesOf(null)} />}
    </Card>
  )
}

interface CampaignForm {
  name: string
  type: CampaignType
  amount: number
  threshold?: number | null
  vertical: Vertical | 'all'
  merchantId?: number | null
  issueRule: IssueRule
  count?: number | null
  budget?: number | null
  perUser: number
  window: [Dayjs, Dayjs]
  validDays: number
  codeKind: 'shared' | 'single'
  code?: string
  codeCount?: number | null
}

/** MOP typed in the form (up to 2 decimals) as avos. */
const avos = (v: number | null | undefined) => (v === null || v === undefined ? null : avosFromMop(String(v)))

function CampaignModal(props: { onClose: () => void; onCreated: () => Promise<void> }) {
  const t = useTranslate()
  const [form] = Form.useForm<CampaignForm>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const rule = Form.useWatch('issueRule', form)
  const type = Form.useWatch('type', form)
  const codeKind = Form.useWatch('codeKind', form)
  const amount = Form.useWatch('amount', form)
  const count = Form.useWatch('count', form)
  const budget = Form.useWatch('budget', form)
  const cap =
    amount && (count || budget)
      ? campaignCap({ amount: avos(amount) ?? 1, count: count ?? null, budget: avos(budget) })
      : null

  const submit = async (v: CampaignForm) => {
    setBusy(true)
    try {
      await staffApi('POST', '/marketing/campaigns', {
        body: {
          name: v.name,
          type: v.type,
          amount: avos(v.amount),
          threshold: avos(v.threshold) ?? 0,
          vertical: v.vertical === 'all' ? null : v.vertical,
          merchantId: v.type === 'coupon' ? (v.merchantId ?? null) : null,
          issueRule: v.issueRule,
          count: v.count ?? null,
          budget: avos(v.budget),
          perUser: v.issueRule === 'code' ? 1 : v.perUser,
          startsAt: v.window[0].unix(),
          endsAt: v.window[1].unix(),
          validDays: v.validDays,
          ...(v.issueRule === 'code'
            ? v.codeKind === 'shared'
              ? { code: v.code ?? '' }
              : { codeCount: v.codeCount ?? 0 }
            : {})
        }
      })
      await props.onCreated()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title={t('marketing.campaigns.add')}
      okText={t('marketing.campaigns.create')}
      cancelText={t('ops.cancel')}
      confirmLoading={busy}
      width={640}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Form<CampaignForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{
          type: 'coupon',
          vertical: 'all',
          issueRule: 'claim',
          perUser: 1,
          validDays: 7,
          codeKind: 'shared',
          window: [dayjs(), dayjs().add(7, 'day')]
        }}
      >
        <Form.Item
          name="name"
          label={t('marketing.campaigns.fields.name')}
          rules={[{ required: true, whitespace: true, max: 30 }]}
        >
          <Input maxLength={30} placeholder={t('marketing.campaigns.namePlaceholder')} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="type" label={t('marketing.campaigns.fields.type')}>
            <Radio.Group
              options={CAMPAIGN_TYPES.map((v) => ({ value: v, label: t(`marketing.types.${v}`) }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('marketing.campaigns.fields.amount')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0.01} max={100000} precision={2} addonBefore="MOP" />
          </Form.Item>
          <Form.Item name="threshold" label={t('marketing.campaigns.fields.threshold')}>
            <InputNumber min={0} max={100000} precision={2} addonBefore="MOP" placeholder="0" />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="vertical" label={t('marketing.campaigns.fields.vertical')}>
            <Select
              style={{ width: 160 }}
              options={[
                { value: 'all', label: t('marketing.campaigns.allVerticals') },
                ...VERTICALS.map((v) => ({ value: v, label: t(`enums.vertical.${v}`) }))
              ]}
            />
          </Form.Item>
          {type === 'coupon' && (
            <Form.Item
              name="merchantId"
              label={t('marketing.campaigns.fields.merchantId')}
              tooltip={t('marketing.campaigns.merchantHint')}
            >
              <InputNumber min={1} precision={0} placeholder={t('marketing.campaigns.allShops')} />
            </Form.Item>
          )}
        </Space>
        <Form.Item name="issueRule" label={t('marketing.campaigns.fields.rule')}>
          <Radio.Group options={ISSUE_RULES.map((r) => ({ value: r, label: ISSUE_RULE_TEXT[r] }))} />
        </Form.Item>
        {rule === 'code' && (
          <Space wrap size="large" align="start">
            <Form.Item name="codeKind" label={t('marketing.campaigns.fields.codeKind')}>
              <Radio.Group
                options={[
                  { value: 'shared', label: t('marketing.campaigns.shared') },
                  { value: 'single', label: t('marketing.campaigns.single') }
                ]}
              />
            </Form.Item>
            {codeKind === 'single' ? (
              <Form.Item
                name="codeCount"
                label={t('marketing.campaigns.fields.codeCount')}
                rules={[{ required: true }]}
              >
                <InputNumber min={1} max={MAX_CODE_BATCH} precision={0} />
              </Form.Item>
            ) : (
              <Form.Item
                name="code"
                label={t('marketing.campaigns.fields.code')}
                rules={[
                  {
                    required: true,
                    pattern: /^\s*[A-Za-z0-9]{4,16}\s*$/,
                    message: t('marketing.campaigns.codeRule')
                  }
                ]}
              >
                <Input maxLength={16} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
            )}
          </Space>
        )}
        <Space wrap size="large" align="start">
          <Form.Item name="count" label={t('marketing.campaigns.fields.count')}>
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item name="budget" label={t('marketing.campaigns.fields.moneyBudget')}>
            <InputNumber min={0.01} max={100000} precision={2} addonBefore="MOP" />
          </Form.Item>
          <PerUserField rule={rule} />
        </Space>
        <CampaignWindowFields cap={cap} error={error} />
      </Form>
    </Modal>
  )
}

function CodesModal(props: { campaign: Campaign; onClose: () => void }) {
  const t = useTranslate()
  const [codes, setCodes] = useState<Array<{ code: string; usedAt: number | null }> | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    staffApi<Array<{ code: string; usedAt: number | null }>>('GET', '/marketing/campaigns/codes', {
      query: { id: props.campaign.id }
    }).then(setCodes, (e: unknown) => setError(errorText(e)))
  }, [props.campaign.id])
  return (
    <Modal
      open
      title={`${props.campaign.name} · ${t('marketing.campaigns.codes')}`}
      footer={null}
      onCancel={props.onClose}
    >
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Typography.Paragraph copyable={{ text: (codes ?? []).map((c) => c.code).join('\n') }}>
        {t('marketing.campaigns.copyAll')}
      </Typography.Paragraph>
      <Table
        rowKey="code"
        size="small"
        loading={!codes && !error}
        dataSource={codes ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('marketing.campaigns.fields.code'), dataIndex: 'code' },
          {
            title: t('marketing.campaigns.usedAt'),
            key: 'usedAt',
            render: (_, c) => (c.usedAt ? formatTime(c.usedAt) : t('marketing.campaigns.unused'))
          }
        ]}
      />
    </Modal>
  )
}
