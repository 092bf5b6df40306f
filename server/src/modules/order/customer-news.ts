import { userOrdersTopic, type OrderNews } from '@lotus/contract/order-news'
import type { Locale } from '@lotus/contract/locale'
import { statePhrase } from '@lotus/contract/server-words'
import type { MqttHub } from '../../mqtt/hub.js'
import type { OrderLifecycle } from './move.js'
import { statusText } from './order-state-machine.js'

/**
 * Every move of an order is news for its customer's open order page (`user/<id>/orders`), once committed: the id,
 * the new status and, for a customer reading English or Portuguese (issue 39: the language the app last told,
 * `POST /v1/user/locale`), its words in that language; the page refetches the order itself. A lost message costs
 * only the poll's delay.
 */
export function publishCustomerNews(
  lifecycle: OrderLifecycle,
  mqtt: Pick<MqttHub, 'publish'>,
  localeOf: (userId: number) => Promise<Locale>
): void {
  lifecycle.onMoved((o) => {
    void localeOf(o.user_id)
      .then((locale) => {
        // Chinese readers get the message they always got
        const news: OrderNews =
          locale === 'zh-Hant-MO'
            ? { id: o.id, status: o.status }
            : {
                id: o.id,
                status: o.status,
                statusText: statePhrase(statusText(o.fulfilment, o.status), locale)
              }
        return mqtt.publish(userOrdersTopic(o.user_id), JSON.stringify(news))
      })
      .catch(() => undefined)
  })
}
