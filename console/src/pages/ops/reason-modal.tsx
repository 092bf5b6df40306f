import { useTranslate } from '@refinedev/core'
import { Alert, Input, Modal } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'

export interface ReasonModalProps {
  open: boolean
  title: ReactNode
  okText: ReactNode
  /** what the reader of the reason is told (the applicant, the rider, the shop) */
  hint: ReactNode
  /** the text box's name and placeholder */
  label: string
  maxLength: number
  /** a reason shorter than this (trimmed) cannot be sent */
  minLength?: number
  danger?: boolean
  /** the server's refusal, shown in the dialog so the reason typed is not lost */
  failed: string | null
  onSubmit: (reason: string) => void
  onCancel: () => void
}

/**
 * A support decision that needs a reason its subject reads (reject an application or an identity, suspend a rider,
 * close a shop): the reason box, the send button enabled only with a reason, the refusal inside the dialog. Each
 * opening starts with an empty box.
 */
export function ReasonModal(p: ReasonModalProps) {
  const t = useTranslate()
  const [reason, setReason] = useState('')
  useEffect(() => {
    if (p.open) setReason('')
  }, [p.open])
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      cancelText={t('ops.cancel')}
      okButtonProps={{ danger: p.danger ?? true, disabled: reason.trim().length < (p.minLength ?? 1) }}
      onOk={() => p.onSubmit(reason.trim())}
      onCancel={p.onCancel}
    >
      <p>{p.hint}</p>
      <Input.TextArea
        aria-label={p.label}
        placeholder={p.label}
        value={reason}
        maxLength={p.maxLength}
        autoSize={{ minRows: 2 }}
        onChange={(e) => setReason(e.target.value)}
      />
      {p.failed && <Alert type="error" showIcon message={p.failed} role="alert" style={{ marginTop: 12 }} />}
    </Modal>
  )
}
