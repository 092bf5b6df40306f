import { useTranslate } from '@refinedev/core'
import { Alert, Descriptions, Modal, Typography } from 'antd'
import type { ReactNode } from 'react'

/**
 * A login made by an approval (a shop's owner, a rider), whose password is shown this once: copyable, and the
 * dialog closes only by saying it was copied.
 */
export function CredentialsModal(p: {
  open: boolean
  title: ReactNode
  hint: ReactNode
  rows: ReadonlyArray<{ label: ReactNode; value: ReactNode; copy?: string; code?: boolean }>
  onClose: () => void
}) {
  const t = useTranslate()
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('ops.applications.copied')}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      onOk={p.onClose}
    >
      <Alert type="warning" showIcon message={p.hint} style={{ marginBottom: 12 }} />
      {p.open && (
        <Descriptions column={1} bordered size="small">
          {p.rows.map((r, i) => (
            <Descriptions.Item key={i} label={r.label}>
              {r.copy === undefined ? (
                r.value
              ) : (
                <Typography.Text copyable code={r.code}>
                  {r.copy}
                </Typography.Text>
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  )
}
