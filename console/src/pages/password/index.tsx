import { STAFF_PASSWORD_MIN, type StaffMe } from '@lotus/contract/staff'
import { useLogin, useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { Navigate } from 'react-router'
import { fetchMe, StaffApiError, staffApi } from '../../api'

interface Change {
  current: string
  password: string
  again: string
}

/**
 * 更改密碼: a password the server made (a new account's, or a reset's) was read out by whoever made it, so its holder
 * replaces it before anything else opens (stage `password`); any session may change its own here too.
 */
export function PasswordPage() {
  const t = useTranslate()
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { mutate: finish, isPending } = useLogin()

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null))
  }, [])

  if (me === undefined) return <Spin fullscreen />
  if (me === null || me.stage === 'totp') return <Navigate to="/login" replace />
  if (me.stage === 'enrol') return <Navigate to="/enrol" replace />

  const onFinish = async (v: Change) => {
    setBusy(true)
    setError(null)
    try {
      await staffApi('POST', '/password', { body: { current: v.current, password: v.password } })
      finish({})
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="console-login">
      <Card className="console-login__card">
        <Typography.Title level={3}>{t('password.title')}</Typography.Title>
        {me.stage === 'password' && (
          <Typography.Paragraph type="secondary">{t('password.required')}</Typography.Paragraph>
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form<Change> layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
          <Form.Item
            name="current"
            label={t('password.current')}
            rules={[{ required: true, message: t('password.currentRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus size="large" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password.new')}
            extra={t('password.rule', { min: STAFF_PASSWORD_MIN })}
            dependencies={['current']}
            rules={[
              {
                required: true,
                min: STAFF_PASSWORD_MIN,
                message: t('password.rule', { min: STAFF_PASSWORD_MIN })
              },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value && value === getFieldValue('current')
                    ? Promise.reject(new Error(t('password.same')))
                    : Promise.resolve()
              })
            ]}
          >
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Form.Item
            name="again"
            label={t('password.again')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('password.againRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('password.mismatch')))
              })
            ]}
          >
            <Input.Password autoComplete="new-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy || isPending}>
            {t('password.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
