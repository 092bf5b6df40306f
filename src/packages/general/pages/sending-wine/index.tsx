import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { CARD_MAX_CHARS, cardLength, giftDates, type GiftView } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import {
  fillGiftAddressAndStore,
  useAge,
  useGeneralGoods,
  useGeneralStore,
  useGiftView,
  usePlaceSearch
} from '@/queries/general'
import { sendWine } from '@/services/general'
import { go, PAGES, withQuery } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { giftLink, h5Origin } from '../../hooks/paths'
import { AgeFix, BirthDeclare } from '../../components/birth-declare'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { ageMessage } from '../../hooks/goods-text'
import { generalWords } from '../../words'
import '../../components/general.scss'
import { Icon } from '@/components/icon'
import { add as iconAdd } from '@/components/icon/paths/add'
import { check as iconCheck } from '@/components/icon/paths/check'
import { minus as iconMinus } from '@/components/icon/paths/minus'

const mop = (a: number) => formatMop(a, { trimZeros: true })
const word = generalWords.word

interface Picked {
  address: string
  lat: number
  lng: number
}

/** A place search with a detail line: the recipient's address (by the giver, or through the link). */
function AddressPicker({ value, onPick }: { value: Picked | null; onPick: (p: Picked) => void }) {
  const w = generalWords.useWords()
  const [kw, setKw] = useState('')
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const places = usePlaceSearch(kw, point)
  return (
    <View className="ge-address-picker">
      <View className="ge-field">
        <Text className="ge-field__label">{w('addr.label')}</Text>
        <Input
          className="ge-field__input"
          placeholder={w('addr.placeholder')}
          value={kw}
          onInput={(e) => setKw(e.detail.value)}
        />
      </View>
      {value && <Text className="ge-note">{w('addr.picked', { address: value.address })}</Text>}
      {(places.data ?? []).slice(0, 6).map((p) => (
        <View
          key={p.id}
          className={`ge-choice ge-place ${value?.address === p.name ? 'ge-choice--on' : ''}`}
          onClick={() => onPick({ address: p.name, lat: p.lat, lng: p.lng })}
        >
          {p.name}
        </View>
      ))}
    </View>
  )
}

/** The recipient's view through the gift link: the gift without any price; fill in the address once. */
function RecipientView({ orderId, token }: { orderId: number; token: string }) {
  const w = generalWords.useWords()
  const q = useGiftView(orderId, token)
  const [picked, setPicked] = useState<Picked | null>(null)
  const [detail, setDetail] = useState('')
  const v = q.data
  const save = async () => {
    if (!picked) return void Taro.showToast({ title: word('gift.pickAddress'), icon: 'none' })
    try {
      await fillGiftAddressAndStore(orderId, token, { ...picked, detail: detail.trim() })
      void Taro.showToast({ title: word('gift.addressSent'), icon: 'success' })
    } catch {
      // the request layer shows the server's message
    }
  }
  return (
    <StateView state={loadStateOf(q)} errorText={w('gift.invalid')} onRetry={() => void q.refetch()}>
      {v && (
        <View className="ge-section ge-recipient">
          <Text className="ge-section__title">
            {w('gift.fromTo', { sender: v.senderName, recipient: v.recipientName })}
          </Text>
          {v.items.map((i) => (
            <Text key={i.name} className="ge-row__name">
              {i.name} × {i.itemCount}
            </Text>
          ))}
          <Text className="ge-row__sub">
            {w(v.giftWrap ? 'gift.deliveryWrapped' : 'gift.delivery', {
              store: v.storeName,
              date: v.deliverOn
            })}
          </Text>
          {v.card ? <Text className="ge-note ge-card">{w('gift.card', { card: v.card })}</Text> : null}
          <Text className="ge-note ge-gift-state">{w(`giftState.${v.state}`)}</Text>
          {v.needsAddress ? (
            <>
              <AddressPicker value={picked} onPick={setPicked} />
              <View className="ge-field">
                <Text className="ge-field__label">{w('addr.detail')}</Text>
                <Input
                  className="ge-field__input"
                  placeholder={w('addr.detailPlaceholder')}
                  value={detail}
                  onInput={(e) => setDetail(e.detail.value)}
                />
              </View>
              <Text className="ge-note">{w('gift.adultSigns')}</Text>
              <View className="ge-btn ge-fill" onClick={() => void save()}>
                {w('gift.submitAddress')}
              </View>
            </>
          ) : (
            v.address && (
              <Text className="ge-row__sub ge-filled">
                {w('gift.sendTo', { address: v.address.address, detail: v.address.detail })}
              </Text>
            )
          )}
        </View>
      )}
    </StateView>
  )
}

/** The giver: a bottle or gift set, the recipient, the date, a card and gift wrap. */
function GiverView() {
  const w = generalWords.useWords()
  const token = useSession((s) => s.token)
  const age = useAge(Boolean(token))
  const [kw, setKw] = useState('')
  const wines = useGeneralGoods({ kind: 'wine', ...(kw.trim() ? { keyword: kw.trim() } : {}) })
  const list = useMemo(() => (wines.data?.list ?? []).filter((g) => g.alcohol || g.giftSet), [wines.data])
  const dates = useMemo(() => giftDates(Date.now()).slice(0, 7), [])
  const [goodsId, setGoodsId] = useState(0)
  const [count, setCount] = useState(1)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [byLink, setByLink] = useState(true)
  const [picked, setPicked] = useState<Picked | null>(null)
  const [detail, setDetail] = useState('')
  const [deliverOn, setDeliverOn] = useState(dates[0] ?? '')
  const [card, setCard] = useState('')
  const [wrap, setWrap] = useState(true)
  const [sent, setSent] = useState<{ orderId: number; total: number; gift: GiftView } | null>(null)
  const attempt = useCheckoutAttempt('send-wine')
  const chosen = list.find((g) => g.id === goodsId)
  // a resting cellar takes no gift, not even for a later day: said when the wine is picked, not after the form
  const cellar = useGeneralStore(chosen?.mchId ?? 0).data?.store
  const resting = chosen !== undefined && cellar?.id === chosen.mchId && !cellar.isOpen

  if (!token) {
    return (
      <View className="ge-btn" onClick={() => go(PAGES.login)}>
        {w('wine.login')}
      </View>
    )
  }
  if (sent) {
    const link = giftLink(h5Origin(), sent.orderId, sent.gift.token)
    return (
      <View className="ge-section ge-sent">
        <Text className="ge-section__title">{w('wine.created')}</Text>
        <Text className="ge-row__sub">
          {w('wine.createdLine', {
            name: sent.gift.recipientName,
            date: sent.gift.deliverOn,
            state: w(`giftState.${sent.gift.state}`)
          })}
        </Text>
        {sent.gift.state === 'awaiting_address' && (
          <>
            <Text className="ge-note">{w('wine.linkNote')}</Text>
            <Text className="ge-note ge-gift-link" data-order={sent.orderId} data-token={sent.gift.token}>
              {link}
            </Text>
            <View className="ge-choice" onClick={() => void Taro.setClipboardData({ data: link })}>
              {w('wine.copy')}
            </View>
          </>
        )}
        <View
          className="ge-btn ge-pay"
          onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: sent.orderId }))}
        >
          {w('wine.pay', { total: mop(sent.total) })}
        </View>
      </View>
    )
  }
  if (age.data && age.data.status !== 'adult') {
    return (
      <View className="ge-section ge-age">
        <Text className="ge-section__title">{ageMessage(age.data.status)}</Text>
        {age.data.status === 'undeclared' && <BirthDeclare />}
        {age.data.status === 'minor' && !age.data.verified && <AgeFix />}
      </View>
    )
  }

  const submit = async () => {
    if (!chosen) return void Taro.showToast({ title: word('wine.pickWine'), icon: 'none' })
    if (resting) return void Taro.showToast({ title: word('wine.resting'), icon: 'none' })
    if (!byLink && !picked) return void Taro.showToast({ title: word('wine.pickAddress'), icon: 'none' })
    const body = {
      goodsId: chosen.id,
      count,
      recipientName: name.trim(),
      recipientPhone: phone.trim(),
      address: byLink || !picked ? null : { ...picked, detail: detail.trim() },
      deliverOn,
      card,
      giftWrap: wrap
    }
    try {
      const r = await attempt.submit(body, (clientKey) => sendWine({ ...body, clientKey }))
      if (r) setSent(r)
    } catch {
      // the request layer showed the message
    }
  }

  return (
    <>
      <View className="ge-section">
        <Text className="ge-section__title">{w('wine.choose')}</Text>
        <View className="ge-field">
          <Input
            className="ge-field__input ge-wine-search"
            placeholder={w('wine.searchPlaceholder')}
            value={kw}
            onInput={(e) => setKw(e.detail.value)}
          />
        </View>
        <StateView state={loadStateOf(wines, () => list.length === 0)} emptyText={w('wine.empty')} rows={3}>
          {list.map((g) => (
            <View
              key={g.id}
              className={`ge-choice ge-wine ${g.id === goodsId ? 'ge-choice--on' : ''}`}
              onClick={() => setGoodsId(g.id)}
            >
              {g.giftSet ? '🎁 ' : ''}
              {g.name} {mop(g.price)}
            </View>
          ))}
        </StateView>
        {resting && (
          <Text className="ge-note ge-resting" {...{ role: 'alert' }}>
            {w('wine.restingNote', { name: chosen.mchName })}
          </Text>
        )}
        <View className="ge-field">
          <Text className="ge-field__label">{w('wine.count')}</Text>
          <View
            className="ge-choice"
            role="button"
            aria-label={w('wine.less')}
            onClick={() => setCount((c) => Math.max(1, c - 1))}
          >
            <Icon d={iconMinus} />
          </View>
          <Text>{count}</Text>
          <View
            className="ge-choice"
            role="button"
            aria-label={w('wine.more')}
            onClick={() => setCount((c) => Math.min(12, c + 1))}
          >
            <Icon d={iconAdd} />
          </View>
        </View>
      </View>
      <View className="ge-section">
        <Text className="ge-section__title">{w('wine.recipient')}</Text>
        <View className="ge-field">
          <Text className="ge-field__label">{w('wine.name')}</Text>
          <Input
            className="ge-field__input"
            placeholder={w('wine.namePlaceholder')}
            value={name}
            onInput={(e) => setName(e.detail.value)}
          />
        </View>
        <View className="ge-field">
          <Text className="ge-field__label">{w('wine.phone')}</Text>
          <Input
            className="ge-field__input"
            placeholder={w('wine.phonePlaceholder')}
            type="number"
            maxlength={8}
            value={phone}
            onInput={(e) => setPhone(e.detail.value)}
          />
        </View>
        <View>
          <View className={`ge-choice ${byLink ? 'ge-choice--on' : ''}`} onClick={() => setByLink(true)}>
            {w('wine.byLink')}
          </View>
          <View className={`ge-choice ${byLink ? '' : 'ge-choice--on'}`} onClick={() => setByLink(false)}>
            {w('wine.byMe')}
          </View>
        </View>
        {!byLink && (
          <>
            <AddressPicker value={picked} onPick={setPicked} />
            <View className="ge-field">
              <Text className="ge-field__label">{w('addr.detail')}</Text>
              <Input
                className="ge-field__input"
                placeholder={w('addr.detailPlaceholder')}
                value={detail}
                onInput={(e) => setDetail(e.detail.value)}
              />
            </View>
          </>
        )}
      </View>
      <View className="ge-section">
        <Text className="ge-section__title">{w('wine.date')}</Text>
        {dates.map((d) => (
          <View
            key={d}
            className={`ge-choice ge-date ${d === deliverOn ? 'ge-choice--on' : ''}`}
            onClick={() => setDeliverOn(d)}
          >
            {d.slice(5)}
          </View>
        ))}
        <Text className="ge-section__title">{w('wine.card')}</Text>
        <Textarea
          className="ge-card-input"
          placeholder={w('wine.cardPlaceholder')}
          value={card}
          maxlength={CARD_MAX_CHARS}
          onInput={(e) => setCard(e.detail.value)}
        />
        <Text className="ge-note">
          {cardLength(card)}/{CARD_MAX_CHARS}
        </Text>
        <View
          className={`ge-choice ${wrap ? 'ge-choice--on' : ''}`}
          role="checkbox"
          aria-checked={wrap}
          onClick={() => setWrap((w) => !w)}
        >
          {wrap && <Icon d={iconCheck} />}
          <Text>{w('wine.wrap')}</Text>
        </View>
        <Text className="ge-note">{w('wine.noPrice')}</Text>
      </View>
      <View
        className={`ge-btn ge-send ${chosen && !resting ? '' : 'ge-btn--off'}`}
        aria-disabled={!chosen || resting}
        onClick={() => void submit()}
      >
        {chosen ? w('wine.sendPriced', { price: mop(chosen.price), count }) : w('wine.send')}
      </View>
    </>
  )
}

/** 送酒: the giver's form, or (with ?gift=&token=) the recipient's view of the gift. */
export default function SendingWine() {
  const w = generalWords.useWords()
  const params = useRouter().params
  const gift = Number(params.gift ?? 0)
  const token = params.token ?? ''
  return (
    <View className="ge-page ge-sending-wine">
      <NavBar title={gift ? w('wine.received') : w('home.wine')} />
      {gift > 0 && token ? <RecipientView orderId={gift} token={token} /> : <GiverView />}
    </View>
  )
}
