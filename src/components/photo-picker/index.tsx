import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { showError } from '@/services/errors'
import { uploadImage } from '@/services/upload'
import './index.scss'
import { Icon } from '@/components/icon'
import { add as iconAdd } from '@/components/icon/paths/add'
import { close as iconClose } from '@/components/icon/paths/close'
import { chooseImage } from '@/services/dialogs'
import { photoWords } from './words'

export interface PhotoPickerProps {
  /** uploaded URLs */
  value: string[]
  onChange: (urls: string[]) => void
  max?: number
}

/** Up to `max` photos: pick (album or camera), upload each, show thumbnails with a remove button. */
export function PhotoPicker({ value, onChange, max = 6 }: PhotoPickerProps) {
  const w = photoWords.useWords()
  const [uploading, setUploading] = useState(0)
  const left = max - value.length - uploading

  const add = async () => {
    if (left <= 0) return
    let paths: string[]
    try {
      const r = await chooseImage({
        count: left,
        sizeType: ['compressed'],
        sourceType: ['album', 'camera']
      })
      paths = r.tempFilePaths.slice(0, left)
    } catch {
      return // cancelled
    }
    if (!paths.length) return
    setUploading((n) => n + paths.length)
    const urls: string[] = []
    for (const p of paths) {
      try {
        urls.push(await uploadImage(p))
      } catch (e) {
        showError(e)
      } finally {
        setUploading((n) => n - 1)
      }
    }
    if (urls.length) onChange([...value, ...urls].slice(0, max))
  }

  return (
    <View className="photo-picker">
      {value.map((u, i) => (
        <View key={u + i} className="photo-picker__item">
          <Image className="photo-picker__img" src={assetUrl(u, 200)} mode="aspectFill" />
          <View
            className="photo-picker__remove"
            role="button"
            aria-label={w('remove')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <Icon d={iconClose} />
          </View>
        </View>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <View key={`u${i}`} className="photo-picker__item photo-picker__item--busy">
          {w('uploading')}
        </View>
      ))}
      {left > 0 && (
        <View className="photo-picker__add" onClick={() => void add()}>
          <Icon className="photo-picker__plus" d={iconAdd} />
          <Text className="photo-picker__count">
            {value.length}/{max}
          </Text>
        </View>
      )}
    </View>
  )
}
