import { userOrdersTopic, type OrderNews } from '@lotus/contract/order-news'
import type { MqttHub } from '../../mqtt/hub.js'
import type { OrderLifecycle } from './move.js'

/**
 * Every move of an order is news for its customer's open order page (`user/<id>/orders`), once committed: the id
 * and the new status only; the page refetches the order itself. A lost message costs only the poll's delay.
 */
export function publishCustomerNews(lifecycle: OrderLifecycle, mqtt: Pick<MqttHub, 'publish'>): void {
  lifecycle.onMoved((o) => {
    const news: OrderNews = { id: o.id, status: o.status }
    void mqtt.publish(userOrdersTopic(o.user_id), JSON.stringify(news)).catch(() => undefined)
  })
}
