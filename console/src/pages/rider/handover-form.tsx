import { useTranslate } from '@refinedev/core'
import { Alert, Button, Checkbox, Flex, InputNumber, Space } from 'antd'
import { useState } from 'react'

/**
 * The 18+ handover of a wine order at the door: the rider ticks that the ID shows 18 or over and types its year of
 * birth (the server checks it with adultByBirthYear), or refuses the handover (reported to customer service).
 */
export function HandoverForm(props: {
  busy: boolean
  onDeliver: (birthYear: number) => void
  onRefuse: () => void
}) {
  const t = useTranslate()
  const [checked, setChecked] = useState(false)
  const [year, setYear] = useState<number | null>(null)
  return (
    <Space direction="vertical" size={8} style={{ width: '100%', marginTop: 12 }}>
      <Alert type="warning" showIcon message={t('rider.handover.hint')} />
      <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)}>
        {t('rider.handover.idChecked')}
      </Checkbox>
      <InputNumber
        aria-label={t('rider.handover.birthYear')}
        placeholder={t('rider.handover.birthYear')}
        min={1900}
        max={2100}
        precision={0}
        inputMode="numeric"
        style={{ width: '100%' }}
        value={year}
        onChange={(v) => setYear(typeof v === 'number' ? v : null)}
      />
      <Flex gap={8} wrap>
        <Button
          type="primary"
          disabled={!checked || year === null}
          loading={props.busy}
          onClick={() => year !== null && props.onDeliver(year)}
        >
          {t('rider.handover.deliver')}
        </Button>
        <Button danger loading={props.busy} onClick={props.onRefuse}>
          {t('rider.handover.refuse')}
        </Button>
      </Flex>
    </Space>
  )
}
