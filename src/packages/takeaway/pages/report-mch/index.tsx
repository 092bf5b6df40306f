import Taro from '@tarojs/taro'
import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { back } from '@/services/nav'
import { reportMerchant } from '@/services/report'
import { uploadImage } from '@/services/upload'
import { showError } from '@/services/errors'
import {
  REPORT_MAX_CONTENT,
  REPORT_MAX_IMAGES,
  REPORT_TYPES,
  type ReportForm,
  reportError
} from '../../hooks/report-form'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { add as iconAdd } from '@/components/icon/paths/add'
import { close as iconClose } from '@/components/icon/paths/close'
import { chooseImage } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { useWords } from '../../words'

const value = (e: { detail: { value: string | number } }) => String(e.detail.value ?? '')

/** 舉報商家: type, description (≤500), up to 6 photos, optional phone → POST /v1/store/merchant/report. */
export default function ReportMch() {
  const mchId = Number(usePageParams().id ?? 0)
  const [form, setForm] = useState<ReportForm>({ type: '', content: '', images: [], phone: '' })
  const [error, setError] = useState('')
  const [uploading, setUploading] = useState(false)
  const report = useMutation(reportMerchant)
  const sending = report.busy
  const w = useWords()
  const set = (patch: Partial<ReportForm>) => {
    setError('')
    setForm((f) => ({ ...f, ...patch }))
  }

  const addPhotos = async () => {
    const room = REPORT_MAX_IMAGES - form.images.length
    if (room <= 0 || uploading) return
    let paths: string[]
    try {
      const r = await chooseImage({
        count: room,
        sizeType: ['compressed'],
        sourceType: ['album', 'camera']
      })
      paths = r.tempFilePaths.slice(0, room)
    } catch {
      return // cancelled
    }
    setUploading(true)
    try {
      for (const p of paths) {
        const url = await uploadImage(p)
        setForm((f) => ({ ...f, images: [...f.images, url].slice(0, REPORT_MAX_IMAGES) }))
      }
    } catch (e) {
      showError(e)
    } finally {
      setUploading(false)
    }
  }

  const submit = async () => {
    const problem = reportError(form)
    const type = form.type
    if (problem || !type) {
      setError(problem ?? '')
      return
    }
    try {
      const sent = await report.run({
        mchId,
        type,
        content: form.content.trim(),
        images: form.images,
        phone: form.phone.trim() || undefined
      })
      if (sent === SKIPPED) return
      void Taro.showToast({ title: w('report.sent'), icon: 'none', duration: 2000 })
      setTimeout(() => back(), 800)
    } catch {
      // the request layer showed the message
    }
  }

  return (
    <View className="report-mch">
      <NavBar title={w('reportMch')} />
      <View className="report-mch__card">
        <Text className="report-mch__h">{w('report.type')}</Text>
        <View className="report-mch__types" role="radiogroup" aria-label={w('report.type')}>
          {REPORT_TYPES.map((t) => (
            <View
              key={t}
              role="radio"
              aria-checked={form.type === t}
              className={`report-mch__type ${form.type === t ? 'report-mch__type--on' : ''}`}
              onClick={() => set({ type: t })}
            >
              {w(`reportType.${t}`)}
            </View>
          ))}
        </View>
      </View>
      <View className="report-mch__card">
        <Text className="report-mch__h">{w('report.description')}</Text>
        <Textarea
          className="report-mch__content"
          aria-label={w('report.description')}
          value={form.content}
          maxlength={REPORT_MAX_CONTENT}
          placeholder={w('report.placeholder')}
          onInput={(e) => set({ content: value(e) })}
        />
        <Text className="report-mch__counter">
          {form.content.length}/{REPORT_MAX_CONTENT}
        </Text>
        <View className="report-mch__photos">
          {form.images.map((url, i) => (
            <View key={url + i} className="report-mch__photo">
              <Image className="report-mch__img" src={assetUrl(url, 200)} mode="aspectFill" />
              <View
                className="report-mch__remove"
                role="button"
                aria-label={w('report.removeImage')}
                onClick={() => set({ images: form.images.filter((_, j) => j !== i) })}
              >
                <Icon d={iconClose} />
              </View>
            </View>
          ))}
          {form.images.length < REPORT_MAX_IMAGES && (
            <View
              className="report-mch__add"
              role="button"
              aria-label={w('report.addImage')}
              onClick={() => void addPhotos()}
            >
              {uploading ? (
                <Text className="report-mch__plus">…</Text>
              ) : (
                <Icon className="report-mch__plus" d={iconAdd} />
              )}
              <Text className="report-mch__add-text">
                {form.images.length}/{REPORT_MAX_IMAGES}
              </Text>
            </View>
          )}
        </View>
      </View>
      <View className="report-mch__card">
        <Text className="report-mch__h">{w('report.phoneOptional')}</Text>
        <Input
          className="report-mch__phone"
          aria-label={w('report.phone')}
          type="number"
          value={form.phone}
          maxlength={11}
          placeholder={w('report.phonePlaceholder')}
          onInput={(e) => set({ phone: value(e) })}
        />
      </View>
      {error ? (
        <View className="report-mch__error" role="alert">
          {error}
        </View>
      ) : null}
      <View
        className={`report-mch__submit ${sending || uploading ? 'report-mch__submit--busy' : ''}`}
        onClick={sending || uploading ? undefined : () => void submit()}
      >
        {sending ? w('submitting') : w('report.submit')}
      </View>
    </View>
  )
}
