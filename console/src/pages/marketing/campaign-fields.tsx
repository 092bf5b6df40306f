import { useTranslate } from '@refinedev/core'
import { Alert, DatePicker, Form, InputNumber, Space, Typography } from 'antd'

/**
 * The parts a new campaign's form and its edit form share: how many a customer may take (not for a code, which
 * each customer redeems once), the cap the budget makes, the window and how long an issued coupon stays valid, and
 * the server's refusal.
 */
export function PerUserField({ rule }: { rule: string }) {
  const t = useTranslate()
  return rule === 'code' ? null : (
    <Form.Item name="perUser" label={t('marketing.campaigns.fields.perUser')}>
      <InputNumber min={1} max={99} precision={0} />
    </Form.Item>
  )
}

export function CampaignWindowFields({ cap, error }: { cap: number | null; error: string | null }) {
  const t = useTranslate()
  return (
    <>
      <Typography.Paragraph type="secondary">
        {cap === null ? t('marketing.campaigns.budgetHint') : t('marketing.campaigns.cap', { n: cap })}
      </Typography.Paragraph>
      <Space wrap size="large">
        <Form.Item name="window" label={t('marketing.campaigns.fields.window')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="validDays" label={t('marketing.campaigns.fields.validDays')}>
          <InputNumber min={1} max={365} precision={0} addonAfter={t('marketing.campaigns.days')} />
        </Form.Item>
      </Space>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </>
  )
}
