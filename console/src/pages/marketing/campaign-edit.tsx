import { campaignCap, type Campaign } from '@lotus/contract/campaign'
import { avosFromMop, formatMop } from '@lotus/contract/money'
import { VERTICALS, VERTICAL_TEXT, type Vertical } from '@lotus/contract/verticals'
import { useTranslate } from '@refinedev/core'
import { Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { staffApi } from '../../api'
import { errorText } from '../ops/use-ops-list'
import { CampaignWindowFields, PerUserField } from './campaign-fields'

interface EditForm {
  name: string
  vertical: Vertical | 'all'
  merchantId?: number | null
  count?: number | null
  budget?: number | null
  perUser: number
  window: [Dayjs, Dayjs]
  validDays: number
}

const mop = (avos: number) => formatMop(avos, { trimZeros: true })
/** MOP typed in the form (up to 2 decimals) as avos. */
const avos = (v: number | null | undefined) => (v === null || v === undefined ? null : avosFromMop(String(v)))

/**
 * Edits an operators' campaign as it was read (its `version`: someone else's change in between is refused, not
 * overwritten). The budget only rises, and neither it nor the count goes under what is issued: the form says so
 * before the server does. Type, amount, threshold and issuing rule stay (issued coupons carry them).
 */
export function CampaignEditModal(props: {
  campaign: Campaign
  onClose: () => void
  onSaved: () => Promise<void>
}) {
  const c = props.campaign
  const t = useTranslate()
  const [form] = Form.useForm<EditForm>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const count = Form.useWatch('count', form)
  const budget = Form.useWatch('budget', form)
  const cap =
    count || budget ? campaignCap({ amount: c.amount, count: count ?? null, budget: avos(budget) }) : null
  // what the budget may not go under: the budget it has (only up), and what it has issued
  const budgetFloor = Math.max(c.budget ?? 0, c.issued)

  const submit = async (v: EditForm) => {
    setBusy(true)
    setError(null)
    try {
      await staffApi('POST', '/marketing/campaigns/update', {
        body: {
          id: c.id,
          version: c.version,
          name: v.name,
          vertical: v.vertical === 'all' ? null : v.vertical,
          merchantId: c.type === 'coupon' ? (v.merchantId ?? null) : null,
          count: v.count ?? null,
          budget: avos(v.budget),
          perUser: c.issueRule === 'code' ? 1 : v.perUser,
          startsAt: v.window[0].unix(),
          endsAt: v.window[1].unix(),
          validDays: v.validDays
        }
      })
      await props.onSaved()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open
      title={t('marketing.campaigns.editTitle', { name: c.name })}
      okText={t('marketing.campaigns.save')}
      cancelText={t('ops.cancel')}
      confirmLoading={busy}
      width={640}
      onCancel={props.onClose}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph type="secondary">{t('marketing.campaigns.editHint')}</Typography.Paragraph>
      <Form<EditForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{
          name: c.name,
          vertical: c.vertical ?? 'all',
          merchantId: c.mchId,
          count: c.total,
          budget: c.budget === null ? null : c.budget / 100,
          perUser: c.perUser,
          window: [dayjs.unix(c.startsAt), dayjs.unix(c.endsAt)],
          validDays: c.validDays
        }}
      >
        <Form.Item
          name="name"
          label={t('marketing.campaigns.fields.name')}
          rules={[{ required: true, whitespace: true, max: 30 }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="vertical" label={t('marketing.campaigns.fields.vertical')}>
            <Select
              style={{ width: 160 }}
              options={[
                { value: 'all', label: t('marketing.campaigns.allVerticals') },
                ...VERTICALS.map((v) => ({ value: v, label: VERTICAL_TEXT[v] }))
              ]}
            />
          </Form.Item>
          {c.type === 'coupon' && (
            <Form.Item
              name="merchantId"
              label={t('marketing.campaigns.fields.merchantId')}
              tooltip={t('marketing.campaigns.merchantHint')}
            >
              <InputNumber min={1} precision={0} placeholder={t('marketing.campaigns.allShops')} />
            </Form.Item>
          )}
        </Space>
        <Space wrap size="large" align="start">
          <Form.Item
            name="count"
            label={t('marketing.campaigns.fields.count')}
            extra={c.claimed > 0 ? t('marketing.campaigns.countFloor', { n: c.claimed }) : undefined}
          >
            <InputNumber min={Math.max(1, c.claimed)} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item
            name="budget"
            label={t('marketing.campaigns.fields.moneyBudget')}
            extra={
              budgetFloor > 0 ? t('marketing.campaigns.budgetFloor', { amount: mop(budgetFloor) }) : undefined
            }
            rules={[{ required: c.budget !== null }]}
          >
            <InputNumber
              min={Math.max(0.01, budgetFloor / 100)}
              max={100000}
              precision={2}
              addonBefore="MOP"
            />
          </Form.Item>
          <PerUserField rule={c.issueRule} />
        </Space>
        <CampaignWindowFields cap={cap} error={error} />
      </Form>
    </Modal>
  )
}
