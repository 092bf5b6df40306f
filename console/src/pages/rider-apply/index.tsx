import { RIDER_VEHICLES } from '@lotus/contract/ops'
import { AREA_CODES, isValidPhone } from '@lotus/contract/phone'
import { useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Radio, Result, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { StaffApiError, staffApi } from '../../api'

interface Form {
  name: string
  areaCode: string
  phone: string
  vehicle: string
}

/** 成為騎手: the public application form (no login); support calls back and hands over the rider's login. */
export function RiderApplyPage() {
  const t = useTranslate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [form] = Form.useForm<Form>()

  const onFinish = async (v: Form) => {
    setBusy(true)
    setError(null)
    try {
      await staffApi('POST', '/rider-applications', { body: { ...v, name: v.name.trim() } })
      setSent(true)
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="console-login">
      <Card className="console-login__card">
        {sent ? (
          <Result
            status="success"
            title={t('riderApply.sentTitle')}
            subTitle={t('riderApply.sentHint')}
            extra={<Link to="/login">{t('riderApply.toLogin')}</Link>}
          />
        ) : (
          <>
            <Typography.Title level={3}>{t('riderApply.title')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('riderApply.hint')}</Typography.Paragraph>
            {error && (
              <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />
            )}
            <Form<Form>
              form={form}
              layout="vertical"
              onFinish={(v) => void onFinish(v)}
              requiredMark={false}
              initialValues={{ areaCode: '853', vehicle: 'scooter' }}
            >
              <Form.Item
                name="name"
                label={t('riderApply.name')}
                rules={[{ required: true, whitespace: true, max: 30, message: t('riderApply.nameRequired') }]}
              >
                <Input autoComplete="name" size="large" />
              </Form.Item>
              <Form.Item label={t('riderApply.phone')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="areaCode" noStyle>
                    <Select
                      size="large"
                      style={{ width: 100 }}
                      aria-label={t('riderApply.areaCode')}
                      options={AREA_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name="phone"
                    noStyle
                    rules={[
                      {
                        validator: (_, v: string | undefined) =>
                          v && isValidPhone(form.getFieldValue('areaCode') as string, v)
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('riderApply.phoneInvalid')))
                      }
                    ]}
                  >
                    <Input
                      size="large"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      aria-label={t('riderApply.phone')}
                    />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
              <Form.Item name="vehicle" label={t('riderApply.vehicle')}>
                <Radio.Group
                  optionType="button"
                  options={RIDER_VEHICLES.map((v) => ({ value: v, label: t(`enums.vehicle.${v}`) }))}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={busy}>
                {t('riderApply.submit')}
              </Button>
              <div style={{ textAlign: 'center', marginTop: 12 }}>
                <Link to="/login">{t('riderApply.toLogin')}</Link>
              </div>
            </Form>
          </>
        )}
      </Card>
    </div>
  )
}
