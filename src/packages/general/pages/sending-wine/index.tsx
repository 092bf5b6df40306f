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
import '../../components/general.scss'
import { Icon } from '@/components/icon'
import { add as iconAdd } from '@/components/icon/paths/add'
import { check as iconCheck } from '@/components/icon/paths/check'
import { minus as iconMinus } from '@/components/icon/paths/minus'

const mop = (a: number) => formatMop(a, { trimZeros: true })

interface Picked {
  address: string
  lat: number
  lng: number
}

/** A place search with a detail line: the recipient's address (by the giver, or through the link). */
function AddressPicker({ value, onPick }: { value: Picked | null; onPick: (p: Picked) => void }) {
  const [kw, setKw] = useState('')
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const places = usePlaceSearch(kw, point)
  return (
    <View className="ge-address-picker">
      <View className="ge-field">
        <Text className="ge-field__label">地址</Text>
        <Input
          className="ge-field__input"
          placeholder="搜尋大廈、街道、地標"
          value={kw}
          onInput={(e) => setKw(e.detail.value)}
        />
      </View>
      {value && <Text className="ge-note">已選：{value.address}</Text>}
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
  const q = useGiftView(orderId, token)
  const [picked, setPicked] = useState<Picked | null>(null)
  const [detail, setDetail] = useState('')
  const v = q.data
  const save = async () => {
    if (!picked) return void Taro.showToast({ title: '請選擇地址', icon: 'none' })
    try {
      await fillGiftAddressAndStore(orderId, token, { ...picked, detail: detail.trim() })
      void Taro.showToast({ title: '地址已提交', icon: 'success' })
    } catch {
      // the request layer shows the server's message
    }
  }
  return (
    <StateView state={loadStateOf(q)} errorText="禮物連結已失效或不存在" onRetry={() => void q.refetch()}>
      {v && (
        <View className="ge-section ge-recipient">
          <Text className="ge-section__title">
            {v.senderName} 送給 {v.recipientName} 的禮物
          </Text>
          {v.items.map((i) => (
            <Text key={i.name} className="ge-row__name">
              {i.name} × {i.itemCount}
            </Text>
          ))}
          <Text className="ge-row__sub">
            {v.storeName} · {v.deliverOn} 送達{v.giftWrap ? ' · 禮品包裝' : ''}
          </Text>
          {v.card ? <Text className="ge-note ge-card">「{v.card}」</Text> : null}
          <Text className="ge-note ge-gift-state">{v.stateText}</Text>
          {v.needsAddress ? (
            <>
              <AddressPicker value={picked} onPick={setPicked} />
              <View className="ge-field">
                <Text className="ge-field__label">門牌</Text>
                <Input
                  className="ge-field__input"
                  placeholder="例：8樓B座"
                  value={detail}
                  onInput={(e) => setDetail(e.detail.value)}
                />
              </View>
              <Text className="ge-note">酒類須由年滿 18 歲人士簽收，騎手會核實年齡。</Text>
              <View className="ge-btn ge-fill" onClick={() => void save()}>
                提交收禮地址
              </View>
            </>
          ) : (
            v.address && (
              <Text className="ge-row__sub ge-filled">
                送往：{v.address.address} {v.address.detail}
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
        登入後送酒
      </View>
    )
  }
  if (sent) {
    const link = giftLink(h5Origin(), sent.orderId, sent.gift.token)
    return (
      <View className="ge-section ge-sent">
        <Text className="ge-section__title">禮物已建立</Text>
        <Text className="ge-row__sub">
          {sent.gift.recipientName} · {sent.gift.deliverOn} 送達 · {sent.gift.stateText}
        </Text>
        {sent.gift.state === 'awaiting_address' && (
          <>
            <Text className="ge-note">把連結發給收禮人，48 小時內填寫地址；逾時訂單自動取消並退款。</Text>
            <Text className="ge-note ge-gift-link" data-order={sent.orderId} data-token={sent.gift.token}>
              {link}
            </Text>
            <View className="ge-choice" onClick={() => void Taro.setClipboardData({ data: link })}>
              複製連結
            </View>
          </>
        )}
        <View
          className="ge-btn ge-pay"
          onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: sent.orderId }))}
        >
          去付款 {mop(sent.total)}
        </View>
      </View>
    )
  }
  if (age.data && age.data.status !== 'adult') {
    return (
      <View className="ge-section ge-age">
        <Text className="ge-section__title">{age.data.message}</Text>
        {age.data.status === 'undeclared' && <BirthDeclare />}
        {age.data.status === 'minor' && !age.data.verified && <AgeFix />}
      </View>
    )
  }

  const submit = async () => {
    if (!chosen) return void Taro.showToast({ title: '請選擇酒或禮盒', icon: 'none' })
    if (resting) return void Taro.showToast({ title: '商家休息中，請選擇其他酒或禮盒', icon: 'none' })
    if (!byLink && !picked) return void Taro.showToast({ title: '請選擇收禮地址', icon: 'none' })
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
        <Text className="ge-section__title">選酒或禮盒</Text>
        <View className="ge-field">
          <Input
            className="ge-field__input ge-wine-search"
            placeholder="搜尋酒名、禮盒"
            value={kw}
            onInput={(e) => setKw(e.detail.value)}
          />
        </View>
        <StateView state={loadStateOf(wines, () => list.length === 0)} emptyText="暫無可送的酒" rows={3}>
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
            「{chosen.mchName}」休息中，暫不接受送禮訂單，請選擇其他酒或禮盒
          </Text>
        )}
        <View className="ge-field">
          <Text className="ge-field__label">數量</Text>
          <View
            className="ge-choice"
            role="button"
            aria-label="減少數量"
            onClick={() => setCount((c) => Math.max(1, c - 1))}
          >
            <Icon d={iconMinus} />
          </View>
          <Text>{count}</Text>
          <View
            className="ge-choice"
            role="button"
            aria-label="增加數量"
            onClick={() => setCount((c) => Math.min(12, c + 1))}
          >
            <Icon d={iconAdd} />
          </View>
        </View>
      </View>
      <View className="ge-section">
        <Text className="ge-section__title">收禮人</Text>
        <View className="ge-field">
          <Text className="ge-field__label">姓名</Text>
          <Input
            className="ge-field__input"
            placeholder="收禮人姓名"
            value={name}
            onInput={(e) => setName(e.detail.value)}
          />
        </View>
        <View className="ge-field">
          <Text className="ge-field__label">電話</Text>
          <Input
            className="ge-field__input"
            placeholder="收禮人手機號"
            type="number"
            maxlength={8}
            value={phone}
            onInput={(e) => setPhone(e.detail.value)}
          />
        </View>
        <View>
          <View className={`ge-choice ${byLink ? 'ge-choice--on' : ''}`} onClick={() => setByLink(true)}>
            由收禮人填寫地址
          </View>
          <View className={`ge-choice ${byLink ? '' : 'ge-choice--on'}`} onClick={() => setByLink(false)}>
            我來填寫地址
          </View>
        </View>
        {!byLink && (
          <>
            <AddressPicker value={picked} onPick={setPicked} />
            <View className="ge-field">
              <Text className="ge-field__label">門牌</Text>
              <Input
                className="ge-field__input"
                placeholder="例：8樓B座"
                value={detail}
                onInput={(e) => setDetail(e.detail.value)}
              />
            </View>
          </>
        )}
      </View>
      <View className="ge-section">
        <Text className="ge-section__title">送達日期</Text>
        {dates.map((d) => (
          <View
            key={d}
            className={`ge-choice ge-date ${d === deliverOn ? 'ge-choice--on' : ''}`}
            onClick={() => setDeliverOn(d)}
          >
            {d.slice(5)}
          </View>
        ))}
        <Text className="ge-section__title">心意卡</Text>
        <Textarea
          className="ge-card-input"
          placeholder="寫幾句祝福（最多 120 字）"
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
          <Text>禮品包裝（免費）</Text>
        </View>
        <Text className="ge-note">收禮人看到的禮物不會顯示價錢。</Text>
      </View>
      <View
        className={`ge-btn ge-send ${chosen && !resting ? '' : 'ge-btn--off'}`}
        aria-disabled={!chosen || resting}
        onClick={() => void submit()}
      >
        {chosen ? `送出（${mop(chosen.price)} × ${count}）` : '送出'}
      </View>
    </>
  )
}

/** 送酒: the giver's form, or (with ?gift=&token=) the recipient's view of the gift. */
export default function SendingWine() {
  const params = useRouter().params
  const gift = Number(params.gift ?? 0)
  const token = params.token ?? ''
  return (
    <View className="ge-page ge-sending-wine">
      <NavBar title={gift ? '你收到一份禮物' : '送酒'} />
      {gift > 0 && token ? <RecipientView orderId={gift} token={token} /> : <GiverView />}
    </View>
  )
}
