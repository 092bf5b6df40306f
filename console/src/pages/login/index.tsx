import type { StaffMe, StaffStage } from '@lotus/contract/staff'
import { useLogin, useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { setCsrfToken, StaffApiError, staffApi } from '../../api'
import { LanguageSwitch } from '../../language-switch'

/**
 * Password first; then, for an account with TOTP, its code. An owner or operator without TOTP goes on to enrol.
 * The server's messages (wrong password, locked for N minutes, too many attempts) are shown as they come.
 */
export function LoginPage() {
  const t = useTranslate()
  const [step, setStep] = useState<'password' | 'totp'>('password')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { mutate: finish, isPending } = useLogin()

  const onPassword = async (v: { username: string; password: string }) => {
    setBusy(true)
    setError(null)
    try {
      const r = await staffApi<{ stage: StaffStage; me: StaffMe | null }>('POST', '/login', { body: v })
      if (r.me) setCsrfToken(r.me.csrfToken)
      if (r.stage === 'totp') setStep('totp')
      else finish({})
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  const onCode = async (v: { code: string }) => {
    setBusy(true)
    setError(null)
    try {
      await staffApi('POST', '/login/totp', { body: { code: v.code } })
      finish({})
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
      // a lock ends the half-made session: back to the password
      if (err instanceof StaffApiError && (err.code === 'STAFF_LOCKED' || err.code === 'STAFF_UNAUTHORIZED'))
        setStep('password')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="console-login">
      <Card
        className="console-login__card"
        extra={<LanguageSwitch />}
        styles={{ header: { borderBottom: 0, minHeight: 48 }, body: { paddingTop: 0 } }}
      >
        <Typography.Title level={3}>
          {t(step === 'password' ? 'login.title' : 'login.totpTitle')}
        </Typography.Title>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {step === 'password' ? (
          <Form layout="vertical" onFinish={onPassword} requiredMark={false}>
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, message: t('login.usernameRequired') }]}
            >
              <Input autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password autoComplete="current-password" size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy || isPending}>
              {t('login.submit')}
            </Button>
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <Link to="/rider-apply">{t('login.riderApply')}</Link>
            </div>
          </Form>
        ) : (
          <Form layout="vertical" onFinish={onCode} requiredMark={false}>
            <Typography.Paragraph>{t('login.totpHint')}</Typography.Paragraph>
            <Form.Item
              name="code"
              label={t('login.code')}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeRequired') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy || isPending}>
              {t('login.verify')}
            </Button>
            <Button type="link" block onClick={() => setStep('password')}>
              {t('login.back')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  )
}
