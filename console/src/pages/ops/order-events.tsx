import type { OpsOrderDetail } from '@lotus/contract/ops'
import { useTranslate } from '@refinedev/core'
import { Timeline, Typography } from 'antd'
import { formatTime } from '../../format'

/** An order's whole history (GET /ops/order), each step with who took it: 客戶查詢 and 退款仲裁 show it alike. */
export function OrderEvents({ events }: { events: OpsOrderDetail['events'] }) {
  const t = useTranslate()
  return (
    <Timeline
      items={events.map((e) => ({
        children: (
          <>
            <Typography.Text strong>{e.title}</Typography.Text>
            <div>
              {t(`ops.lookup.actors.${e.actorType}`)}
              {e.actorName ? `${t('punct.colon')}${e.actorName}` : ''} · {formatTime(e.at)}
            </div>
            {(e.reason || e.note) && <Typography.Text type="secondary">{e.reason ?? e.note}</Typography.Text>}
          </>
        )
      }))}
    />
  )
}
