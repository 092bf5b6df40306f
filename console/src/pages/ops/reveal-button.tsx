import { REVEAL_REASON_MIN, type OpsReveal, type RevealKind } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Alert, Button, Descriptions, Input, Modal } from 'antd'
import { useState } from 'react'
import { staffApi } from '../../api'
import { errorText } from './use-ops-list'

/**
 * 查看完整資料: the whole phone, address or document only after a reason is written; the server writes the reveal
 * (who, what, why) to the audit log before it answers.
 */
export function RevealButton({ kind, id }: { kind: RevealKind; id: number }) {
  const t = useTranslate()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [shown, setShown] = useState<OpsReveal | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setOpen(false)
    setShown(null)
    setReason('')
    setError(null)
  }
  const submit = async () => {
    setBusy(true)
    try {
      setShown(await staffApi<OpsReveal>('POST', '/ops/reveal', { body: { kind, id, reason } }))
      setError(null)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('ops.reveal.button')}
      </Button>
      <Modal
        open={open}
        title={t('ops.reveal.title')}
        onCancel={close}
        footer={
          shown ? (
            <Button onClick={close}>{t('ops.close')}</Button>
          ) : (
            <>
              <Button onClick={close}>{t('ops.cancel')}</Button>
              <Button
                type="primary"
                loading={busy}
                disabled={[...reason.trim()].length < REVEAL_REASON_MIN}
                onClick={() => void submit()}
              >
                {t('ops.reveal.confirm')}
              </Button>
            </>
          )
        }
      >
        {shown ? (
          <Descriptions column={1} size="small" bordered>
            {Object.entries(shown.fields).map(([k, v]) => (
              <Descriptions.Item key={k} label={t(`ops.reveal.fields.${k}`, k)}>
                {v || '—'}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <>
            <p>{t('ops.reveal.hint')}</p>
            <Input.TextArea
              aria-label={t('ops.reveal.reason')}
              placeholder={t('ops.reveal.reason')}
              value={reason}
              maxLength={200}
              autoSize={{ minRows: 2 }}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginTop: 12 }} />}
      </Modal>
    </>
  )
}
