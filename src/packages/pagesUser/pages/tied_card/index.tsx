import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow/input-value'
import { NavBar } from '@/components/nav-bar'
import { openPayUrl } from '@/components/order-actions/open-pay-url'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { bindCard, topUpWithCard, unbindCard, useBankCards } from '@/queries/account-money'
import { RECHARGE_AMOUNTS } from '@/stores/wallet-reducer'
import {
  CARD_BRAND_TEXT,
  type CardBrand,
  luhnValid,
  MAX_BOUND_CARDS,
  normaliseCardNumber
} from '@lotus/contract/bank-card'
import { formatMop } from '@lotus/contract/money'
import '@/styles/account.scss'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

/** a brand's own name (Visa, JCB…), or the reader's word for UnionPay and an unknown card */
const brandWord = (b: CardBrand) =>
  b === 'unionpay' || b === 'other' ? pagesUserWords.word(`cardBrand.${b}`) : CARD_BRAND_TEXT[b]

/** Digits only, at most 19 (spaces and dashes typed between groups are dropped). */
const digitsOf = (s: string) => s.replace(/\D/g, '').slice(0, 19)

/**
 * Bank cards (tied_card): bind a card (Luhn-checked here and on the server, kept there only as a token and the
 * last four digits) and top the wallet up with it through the sandbox gateway.
 */
export default function TiedCard() {
  const w = pagesUserWords.useWords()
  const cards = useBankCards()
  const [number, setNumber] = useState('')
  const [amount, setAmount] = useState<number>(RECHARGE_AMOUNTS[1])
  const [chosen, setChosen] = useState<number | null>(null)
  const binding = useMutation(bindCard)
  const paying = useMutation((a: { card: number; amount: number }) => topUpWithCard(a.card, a.amount))
  const busy = binding.busy || paying.busy
  const digits = normaliseCardNumber(number)
  const complete = digits.length >= 12
  const valid = luhnValid(digits)
  const list = cards.data ?? []
  const card = list.find((c) => c.id === chosen) ?? list[0]

  const bind = async () => {
    if (busy || !valid) return
    try {
      const c = await binding.run(digits)
      if (c === SKIPPED) return
      setNumber('')
      setChosen(c.id)
      void Taro.showToast({ title: w('bank.bound'), icon: 'success' })
    } catch {
      // toasted by the request layer
    }
  }

  const remove = async (id: number, last4: string) => {
    const r = await showModal({ title: w('bank.unbind'), content: w('bank.unbindAsk', { last4 }) })
    if (!r.confirm) return
    await unbindCard(id).catch(() => undefined)
  }

  const topUp = async () => {
    if (busy || !card) return
    try {
      const r = await paying.run({ card: card.id, amount })
      if (r !== SKIPPED) openPayUrl(r.payUrl, w('topUp'))
    } catch {
      // toasted
    }
  }

  return (
    <View className="acct">
      <NavBar title={w('bank.title')} />
      <StateView
        state={loadStateOf(cards)}
        rows={2}
        errorText={w('bank.failed')}
        onRetry={() => void cards.refetch()}
      >
        <Text className="acct__title">{w('bank.mine')}</Text>
        <View className="acct__section">
          {list.length === 0 && <Text className="acct__text">{w('bank.none')}</Text>}
          {list.map((c) => (
            <View key={c.id} className="acct__row" data-testid="bank-card">
              <View
                role="radio"
                aria-checked={card?.id === c.id}
                style={{ flex: 1, minHeight: '44px', lineHeight: '44px' }}
                onClick={() => setChosen(c.id)}
              >
                {card?.id === c.id ? '● ' : '○ '}
                {w('bank.card', { brand: brandWord(c.brand), last4: c.last4 })}
              </View>
              <View
                className="acct__extra"
                role="button"
                aria-label={w('bank.unbindLabel', { last4: c.last4 })}
                style={{ minHeight: '44px', minWidth: '44px', lineHeight: '44px', textAlign: 'right' }}
                onClick={() => void remove(c.id, c.last4)}
              >
                {w('bank.unbind')}
              </View>
            </View>
          ))}
        </View>
        {card && (
          <>
            <Text className="acct__title">{w('bank.topUpTitle')}</Text>
            <View className="acct__tabs" role="radiogroup" aria-label={w('bank.amount')}>
              {RECHARGE_AMOUNTS.map((a) => (
                <View
                  key={a}
                  role="radio"
                  aria-checked={a === amount}
                  className={`acct__tab ${a === amount ? 'acct__tab--on' : ''}`}
                  onClick={() => setAmount(a)}
                >
                  {formatMop(a, { trimZeros: true })}
                </View>
              ))}
            </View>
            <View
              role="button"
              className={`acct__btn ${busy ? 'acct__btn--off' : ''}`}
              aria-disabled={busy}
              onClick={() => void topUp()}
            >
              {w('bank.topUp', { last4: card.last4, amount: formatMop(amount, { trimZeros: true }) })}
            </View>
          </>
        )}
        {list.length < MAX_BOUND_CARDS && (
          <>
            <Text className="acct__title">{w('bank.add')}</Text>
            <View className="acct__section">
              <View className="acct__field">
                <Text className="acct__label">{w('bank.number')}</Text>
                <Input
                  className="acct__input"
                  type="number"
                  placeholder={w('bank.numberHint')}
                  aria-label={w('bank.numberLabel')}
                  value={number}
                  maxlength={19}
                  onInput={(e) => setNumber(digitsOf(inputValue(e)))}
                />
              </View>
              {complete && !valid && (
                <View className="acct__text" role="alert" style={{ color: '#e33' }}>
                  {w('bank.invalid')}
                </View>
              )}
              <Text className="acct__text">{w('bank.stored')}</Text>
            </View>
            <View
              role="button"
              aria-disabled={!valid}
              className={`acct__btn ${valid && !busy ? '' : 'acct__btn--off'}`}
              onClick={() => void bind()}
            >
              {w('bank.bind')}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
