import { useTranslate } from '@refinedev/core'
import { Button, Popconfirm } from 'antd'

/** Approve (after a confirmation) or reject (which asks for a reason: ReasonModal) one row of a review queue. */
export function DecideButtons(p: {
  approveConfirm: string
  approveText: string
  rejectText: string
  onApprove: () => void
  onReject: () => void
}) {
  const t = useTranslate()
  return (
    <>
      <Popconfirm
        title={p.approveConfirm}
        okText={p.approveText}
        cancelText={t('ops.cancel')}
        onConfirm={p.onApprove}
      >
        <Button size="small" type="primary">
          {p.approveText}
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={p.onReject}>
        {p.rejectText}
      </Button>
    </>
  )
}
