import { Text, View } from '@tarojs/components'
import type { Address } from '@/services/address'
import { genderLabel } from '@/stores/address-reducer'
import { maskPhone } from '@lotus/contract/phone'
import './index.scss'
import { addressWords } from './words'

export interface AddressCardProps {
  address: Pick<Address, 'name' | 'gender' | 'areaCode' | 'phone' | 'address' | 'detail'> &
    Partial<Pick<Address, 'tag' | 'isDefault'>>
  onClick?: () => void
  /** right-hand slot (edit button, arrow) */
  right?: React.ReactNode
  selected?: boolean
  /** mask the phone (lists); the edit form and receipts show it whole */
  mask?: boolean
}

/** One delivery address: tag and default badge, address + door number, contact name and phone. */
export function AddressCard({ address: a, onClick, right, selected, mask = true }: AddressCardProps) {
  const w = addressWords.useWords()
  const tag = a.tag && tagWord(a.tag, w)
  return (
    <View className={`address-card ${selected ? 'address-card--selected' : ''}`} onClick={onClick}>
      <View className="address-card__main">
        <View className="address-card__line1">
          {a.isDefault && <Text className="address-card__default">{w('default')}</Text>}
          {tag && <Text className="address-card__tag">{tag}</Text>}
          <Text className="address-card__address">
            {a.address} {a.detail}
          </Text>
        </View>
        <View className="address-card__line2">
          <Text>
            {a.name}
            {genderLabel(a.gender)}
          </Text>
          <Text className="address-card__phone">
            +{a.areaCode} {mask ? maskPhone(a.phone) : a.phone}
          </Text>
        </View>
      </View>
      {right}
    </View>
  )
}

/** A stored tag in the reader's words: 其他 (other) is not shown; one of ours by its word; a tag typed by hand as is. */
function tagWord(tag: string, w: ReturnType<typeof addressWords.useWords>): string | null {
  // eslint-disable-next-line i18n/no-cjk-literal -- the server stores the tag as written
  if (tag === '其他') return null
  const key = `tag.${tag}`
  return key in addressWords.catalogues['zh-Hant-MO'] ? w(key as Parameters<typeof w>[0]) : tag
}
