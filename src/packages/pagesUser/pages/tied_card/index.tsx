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
import { CARD_BRAND_TEXT, luhnValid, MAX_BOUND_CARDS, normaliseCardNumber } from '@lotus/contract/bank-card'
import { formatMop } from '@lotus/contract/money'
import '@/styles/account.scss'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** Digits only, at most 19 (spaces and dashes typed between groups are dropped). */
const digitsOf = (s: string) => s.replace(/\D/g, '').slice(0, 19)

/**
 * Bank cards (tied_card): bind a card (Luhn-checked here and on the server, kept there only as a token and the
 * last four digits) and top the wallet up with it through the sandbox gateway.
 */
export default function TiedCard() {
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
      void Taro.showToast({ title: '綁定成功', icon: 'success' })
    } catch {
      // toasted by the request layer
    }
  }

  const remove = async (id: number, last4: string) => {
    const r = await showModal({ title: '解除綁定', content: `確定解除尾號 ${last4} 的銀行卡？` })
    if (!r.confirm) return
    await unbindCard(id).catch(() => undefined)
  }

  const topUp = async () => {
    if (busy || !card) return
    try {
      const r = await paying.run({ card: card.id, amount })
      if (r !== SKIPPED) openPayUrl(r.payUrl, '充值')
    } catch {
      // toasted
    }
  }

  return (
    <View className="acct">
      <NavBar title="銀行卡" />
      <StateView
        state={loadStateOf(cards)}
        rows={2}
        errorText="銀行卡載入失敗"
        onRetry={() => void cards.refetch()}
      >
        <Text className="acct__title">已綁定的銀行卡</Text>
        <View className="acct__section">
          {list.length === 0 && <Text className="acct__text">尚未綁定銀行卡</Text>}
          {list.map((c) => (
            <View key={c.id} className="acct__row" data-testid="bank-card">
              <View
                role="radio"
                aria-checked={card?.id === c.id}
                style={{ flex: 1, minHeight: '44px', lineHeight: '44px' }}
                onClick={() => setChosen(c.id)}
              >
                {card?.id === c.id ? '● ' : '○ '}
                {CARD_BRAND_TEXT[c.brand]} 尾號 {c.last4}
              </View>
              <View
                className="acct__extra"
                role="button"
                aria-label={`解除綁定尾號 ${c.last4}`}
                style={{ minHeight: '44px', minWidth: '44px', lineHeight: '44px', textAlign: 'right' }}
                onClick={() => void remove(c.id, c.last4)}
              >
                解除綁定
              </View>
            </View>
          ))}
        </View>
        {card && (
          <>
            <Text className="acct__title">用銀行卡充值錢包</Text>
            <View className="acct__tabs" role="radiogroup" aria-label="充值金額">
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
              用尾號 {card.last4} 充值 {formatMop(amount, { trimZeros: true })}
            </View>
          </>
        )}
        {list.length < MAX_BOUND_CARDS && (
          <>
            <Text className="acct__title">綁定新銀行卡</Text>
            <View className="acct__section">
              <View className="acct__field">
                <Text className="acct__label">卡號</Text>
                <Input
                  className="acct__input"
                  type="number"
                  placeholder="請輸入銀行卡號"
                  aria-label="銀行卡號"
                  value={number}
                  maxlength={19}
                  onInput={(e) => setNumber(digitsOf(inputValue(e)))}
                />
              </View>
              {complete && !valid && (
                <View className="acct__text" role="alert" style={{ color: '#e33' }}>
                  卡號無效，請核對後重新輸入
                </View>
              )}
              <Text className="acct__text">只保存卡號末四位，卡號經支付機構加密保管。</Text>
            </View>
            <View
              role="button"
              aria-disabled={!valid}
              className={`acct__btn ${valid && !busy ? '' : 'acct__btn--off'}`}
              onClick={() => void bind()}
            >
              綁定銀行卡
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
