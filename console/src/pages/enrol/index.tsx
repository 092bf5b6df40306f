import { TOTP_REQUIRED, type StaffMe } from '@lotus/contract/staff'
import { useLogin, useTranslate } from '@refinedev/core'
import { Alert, Button, Card, Form, Input, Spin, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { Navigate } from 'react-router'
import { fetchMe, StaffApiError, staffApi } from '../../api'

interface Enrolment {
  secret: string
  otpauthUrl: string
  qr: string
}

/** TOTP enrolment: a QR for the authenticator app, then one of its codes to switch the second factor on. */
export function EnrolPage() {
  const t = useTranslate()
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { mutate: finish, isPending } = useLogin()
  const started = useRef(false)

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null))
  }, [])

  useEffect(() => {
    // one secret per visit (a second request would replace the one already scanned)
    if (!me || me.totpEnrolled || me.stage === 'totp' || started.current) return
    started.current = true
    staffApi<Enrolment>('POST', '/totp/enrol').then(setEnrolment, (err: unknown) =>
      setError(err instanceof StaffApiError ? err.message : String(err))
    )
  }, [me])

  if (me === undefined) return <Spin fullscreen />
  if (me === null || me.stage === 'totp') return <Navigate to="/login" replace />
  if (me.totpEnrolled) return <Navigate to="/" replace />

  const onCode = async (v: { code: string }) => {
    setError(null)
    try {
      await staffApi('POST', '/totp/confirm', { body: { code: v.code } })
      finish({})
    } catch (err) {
      setError(err instanceof StaffApiError ? err.message : String(err))
    }
  }

  return (
    <div className="console-login">
      <Card className="console-login__card">
        <Typography.Title level={3}>{t('enrol.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t(TOTP_REQUIRED.has(me.role) ? 'enrol.required' : 'enrol.optional')}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {!enrolment ? (
          <Spin />
        ) : (
          <>
            <Typography.Paragraph>{t('enrol.step1')}</Typography.Paragraph>
            <div className="console-enrol__qr">
              <img src={enrolment.qr} alt={t('enrol.qrAlt')} width={200} height={200} />
            </div>
            <Typography.Paragraph type="secondary">
              {t('enrol.manual')}
              <Typography.Text code copyable data-testid="totp-secret">
                {enrolment.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Paragraph>{t('enrol.step2')}</Typography.Paragraph>
            <Form layout="vertical" onFinish={onCode} requiredMark={false}>
              <Form.Item
                name="code"
                label={t('login.code')}
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeRequired') }]}
              >
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
                {t('enrol.confirm')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  )
}
