import { useTranslate } from '@refinedev/core'
import { Card, Tabs, Typography } from 'antd'
import { useCurrentShop } from '../../shop'
import { useMe } from '../../use-me'
import { CodePanel } from './code-panel'
import { WeighPanel } from './weigh-panel'

/**
 * 核銷: the shop's counter. Vouchers, film tickets, table reservations (check-in), self-pickup orders and
 * points-mall gifts by their code (typed or scanned), and weighing a fruit order.
 */
export function CounterPage() {
  const t = useTranslate()
  const me = useMe()
  const shop = useCurrentShop(me)
  if (shop === null) return <Typography.Text>{t('orders.noShop')}</Typography.Text>
  return (
    <Card title={t('counter.title')}>
      <Tabs
        items={[
          { key: 'code', label: t('counter.tabs.code'), children: <CodePanel key={shop} shop={shop} /> },
          { key: 'weigh', label: t('counter.tabs.weigh'), children: <WeighPanel key={shop} shop={shop} /> }
        ]}
      />
    </Card>
  )
}
