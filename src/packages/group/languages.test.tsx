import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { setMessages } from '@/i18n'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../tests/setup/taro-fake'
import { GP } from './hooks/paths'
import { NoopObserver, comment, detail, order, page, seatMap } from './test-support/fixtures'
import MchInfo from './pages/mch-info/index'
import OrderDel from './pages/order-del/index'
import TicketSpec from './pages/ticket-spec/index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('./test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (route: string, Page: () => JSX.Element, options: Record<string, string>) => {
  fake.pages = [{ route: route.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})
afterEach(() => {
  cleanup()
  setMessages('zh-Hant-MO', {})
})

describe('group pages in English and Portuguese (issue 39)', () => {
  it('a shop in English: its sections, chips and ratings, the values filled in', async () => {
    setMessages('en', en)
    api.merchant.mockResolvedValue(detail())
    api.comments.mockResolvedValue(page([comment({ mine: true })]))
    open(GP.mchInfo, MchInfo, { id: '5' })
    expect(await screen.findByText('Vouchers')).toBeTruthy()
    expect(screen.getByText('Combos')).toBeTruthy()
    expect(screen.getByText('Recommended dishes')).toBeTruthy()
    expect(screen.getByText('Photos 8')).toBeTruthy()
    expect(screen.getByText('Reviews 3')).toBeTruthy()
    expect(screen.getByText('4.6 Taste 4.7 · Ambience 4.2 · Service 4.5')).toBeTruthy()
    expect(screen.getByText('美食 · MOP 80 per person · Hours 07:00-22:00')).toBeTruthy()
    expect(screen.getByText('提督馬路 88 號 (map)')).toBeTruthy()
    expect(screen.getByText('For 2 · 52 sold')).toBeTruthy()
    expect(screen.getAllByText('Buy')).toHaveLength(2)
    expect(await screen.findByText(/\(mine\)/)).toBeTruthy()
    expect(screen.getByText('Taste 5 · Ambience 3 · Service 4')).toBeTruthy()
    fireEvent.click(screen.getByText('Book a table'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GP.subOrder}?mchId=5&reserve=1`)
    // the shop's own words (names, dishes, deals) are data: the app's words around them are English
    expect(document.body.textContent).not.toMatch(/評價|人均|搶購|查看全部|相冊|菜單/)
  })

  it('the seat plan in Portuguese: legend, the rule, the seats as a reader hears them, the count and total', async () => {
    setMessages('pt', pt)
    api.seats.mockResolvedValue(seatMap())
    open(GP.ticketSpec, TicketSpec, { id: '41' })
    expect(await screen.findByText('Ecrã')).toBeTruthy()
    expect(screen.getByText('Os lugares ficam reservados 15 minutos: pague dentro desse prazo')).toBeTruthy()
    expect(screen.getByText(/^Os bilhetes podem ser reembolsados até 2 horas antes da sessão/)).toBeTruthy()
    expect(screen.getByText('Vendido')).toBeTruthy()
    expect(screen.getByText('Confirmar lugares')).toBeTruthy()
    expect(screen.getByLabelText('Fila 1 lugar 1 普通座 MOP 70 vendido')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Fila 3 lugar 1 VIP 座 MOP 90'))
    fireEvent.click(screen.getByLabelText('Fila 2 lugar 4 普通座 MOP 70'))
    expect(screen.getByText('Os seus lugares')).toBeTruthy()
    expect(screen.getByText('1號廳 fila 3 lugar 1 · VIP 座')).toBeTruthy()
    expect(document.querySelector('.gp__footer')?.textContent).toBe('2 bilhetes MOP 160Confirmar lugares')
  })

  it('an order in English: its status, the codes’ states, the amount paid and the terms of use', async () => {
    setMessages('en', en)
    api.order.mockResolvedValue(order({ refunded: 8000 }))
    open(GP.orderDel, OrderDel, { id: '900' })
    expect(await screen.findByText('Ready to use')).toBeTruthy()
    expect(screen.getByText('Total MOP 160 · Refunded MOP 80')).toBeTruthy()
    expect(screen.getByText(/^Order no\. G202611220001 · /)).toBeTruthy()
    expect(screen.getByLabelText('Code 123456789012')).toBeTruthy()
    expect(screen.getByText('Unused')).toBeTruthy()
    expect(screen.getByText('Used')).toBeTruthy()
    expect(screen.getByText('Terms of use')).toBeTruthy()
    expect(screen.getByText('· Only on Mon, Tue, Wed, Thu, Fri')).toBeTruthy()
    expect(screen.getByText('· Limit 2 per person')).toBeTruthy()
    expect(screen.getByText('Request refund')).toBeTruthy()
    expect(screen.getByText('Write a review')).toBeTruthy()
  })

  it('a reserved table in Portuguese: the booking line, free cancellation and the no-show rule without a deposit', async () => {
    setMessages('pt', pt)
    api.order.mockResolvedValue(
      order({
        fulfilment: 'reservation',
        total: 0,
        codes: [],
        rules: null,
        canRefund: false,
        canEvaluate: false,
        reservation: {
          day: '2026-11-30',
          time: '19:00',
          startsAt: 1_764_500_400,
          party: 4,
          name: '陳大文',
          phone: '66123456',
          cancelUntil: 1_764_493_200,
          noShowRule: ''
        }
      })
    )
    open(GP.orderDel, OrderDel, { id: '900' })
    expect(await screen.findByText('Reservado')).toBeTruthy()
    expect(screen.getByText('2026-11-30 19:00 · mesa para 4 · 陳大文 66123456')).toBeTruthy()
    expect(screen.getByText(/^Cancelamento gratuito até \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy()
    expect(
      screen.getByText(
        'Um atraso de mais de 15 minutos conta como falta de comparência e a mesa é libertada.'
      )
    ).toBeTruthy()
  })
})
