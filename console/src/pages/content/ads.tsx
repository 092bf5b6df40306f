import { AD_KEYS, AD_PAGE_TARGETS, adLinkProblem, type AdKey, type AdminAd } from '@lotus/contract/ads'
import { VERTICALS } from '@lotus/contract/verticals'
import { useTranslate } from '@refinedev/core'
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  Upload
} from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { staffApi, staffUpload } from '../../api'
import { formatTime } from '../../format'
import { errorText } from '../ops/use-ops-list'
import { AdPreview } from './ad-preview'
import { localOfSeconds, secondsOfLocal } from './time-input'

/** The cities we serve (cities table); an ad aimed at none shows in all. */
const CITIES = ['MO'] as const

type Phase = 'live' | 'scheduled' | 'ended' | 'off'
const phaseOf = (a: AdminAd, now: number): Phase =>
  !a.enabled
    ? 'off'
    : a.startsAt !== null && a.startsAt > now
      ? 'scheduled'
      : a.endsAt !== null && a.endsAt <= now
        ? 'ended'
        : 'live'
const PHASE_COLOUR: Record<Phase, string> = { live: 'green', scheduled: 'blue', ended: 'default', off: 'red' }

/** 橫幅及彈窗: home's popup and banners, with schedule, targeting, picture and a 375-wide preview (content). */
export function ContentAdsPage() {
  const t = useTranslate()
  const { message } = App.useApp()
  const [key, setKey] = useState<AdKey>('INDEX_POPUP_AD')
  const [ads, setAds] = useState<AdminAd[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null)
  const load = useCallback(async () => {
    try {
      setAds(await staffApi<AdminAd[]>('GET', '/content/ads', { query: { key } }))
      setError(null)
    } catch (e) {
      setError(errorText(e))
    }
  }, [key])
  useEffect(() => {
    void load()
  }, [load])
  const now = Math.floor(Date.now() / 1000)

  const toggle = async (a: AdminAd, enabled: boolean) => {
    try {
      await staffApi('POST', '/content/ads/enable', { body: { id: a.id, version: a.version, enabled } })
      void message.success(t(enabled ? 'content.ads.enabledMsg' : 'content.ads.disabledMsg'))
      await load()
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <Card
      title={t('content.ads.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('content.ads.add')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Segmented
          value={key}
          onChange={(v) => setKey(v as AdKey)}
          options={AD_KEYS.map((k) => ({ value: k, label: t(`content.ads.keys.${k}`) }))}
        />
        {key === 'INDEX_POPUP_AD' && (
          <Typography.Text type="secondary">{t('content.ads.popupHint')}</Typography.Text>
        )}
        {error && <Alert type="error" showIcon message={error} role="alert" />}
        <List<AdminAd>
          dataSource={ads ?? []}
          loading={!ads && !error}
          locale={{ emptyText: t('content.ads.empty') }}
          renderItem={(a) => {
            const phase = phaseOf(a, now)
            return (
              <List.Item
                key={a.id}
                actions={[
                  <Switch
                    key="on"
                    checked={a.enabled}
                    aria-label={t('content.ads.enabled')}
                    onChange={(on) => void toggle(a, on)}
                  />,
                  <Button key="edit" onClick={() => setEditing(a)}>
                    {t('content.edit')}
                  </Button>
                ]}
              >
                <List.Item.Meta
                  avatar={
                    <img
                      src={a.image}
                      alt=""
                      width={a.key === 'INDEX_BANNER' ? 117 : 58}
                      height={a.key === 'INDEX_BANNER' ? 40 : 60}
                      style={{ objectFit: 'cover', borderRadius: 6 }}
                    />
                  }
                  title={
                    <Space wrap>
                      <Tag color={PHASE_COLOUR[phase]}>{t(`content.ads.phase.${phase}`)}</Tag>
                      <span>{a.name}</span>
                    </Space>
                  }
                  description={
                    <Space direction="vertical" size={0}>
                      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                        {a.wxLink}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {t('content.ads.schedule')}
                        {t('punct.colon')}
                        {a.startsAt ? formatTime(a.startsAt) : t('content.ads.now')} –{' '}
                        {a.endsAt ? formatTime(a.endsAt) : t('content.ads.noEnd')} · {t('content.ads.cities')}
                        {t('punct.colon')}
                        {a.cities.length
                          ? a.cities.join(t('punct.list'))
                          : t('content.ads.everywhere')} · {t('content.ads.verticals')}
                        {t('punct.colon')}
                        {a.verticals.length
                          ? a.verticals
                              .map((v) => t(`enums.vertical.${v}`, undefined, v))
                              .join(t('punct.list'))
                          : t('content.ads.allVerticals')}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            )
          }}
        />
      </Space>
      {editing && (
        <AdEditor
          ad={editing === 'new' ? null : editing}
          adKey={key}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            await load()
            // a new ad stays open so its picture can be added
            setEditing(saved)
          }}
        />
      )}
    </Card>
  )
}

interface FormValues {
  key: AdKey
  name: string
  type: 1 | 2 | 3
  wxLink: string
  sort: number
  startsAt: string
  endsAt: string
  cities: string[]
  verticals: string[]
}

function AdEditor({
  ad,
  adKey,
  onClose,
  onSaved
}: {
  ad: AdminAd | null
  adKey: AdKey
  onClose: () => void
  onSaved: (ad: AdminAd) => Promise<void>
}) {
  const t = useTranslate()
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const name = Form.useWatch('name', form) ?? ''
  const type = Form.useWatch('type', form) ?? 2
  const key = Form.useWatch('key', form) ?? adKey

  const save = async (v: FormValues) => {
    setBusy(true)
    setError(null)
    const body = {
      key: v.key,
      name: v.name,
      type: v.type,
      wxLink: v.wxLink ?? '',
      sort: v.sort ?? 0,
      startsAt: secondsOfLocal(v.startsAt ?? ''),
      endsAt: secondsOfLocal(v.endsAt ?? ''),
      cities: v.cities ?? [],
      verticals: v.verticals ?? []
    }
    try {
      const saved = ad
        ? await staffApi<AdminAd>('POST', '/content/ads/update', {
            body: { ...body, id: ad.id, version: ad.version, enabled: ad.enabled }
          })
        : await staffApi<AdminAd>('POST', '/content/ads/create', { body })
      void message.success(t('content.saved'))
      await onSaved(saved)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const upload = async (file: File) => {
    if (!ad) return
    try {
      const saved = await staffUpload<AdminAd>('/content/ads/image', { id: ad.id, version: ad.version }, file)
      void message.success(t('content.ads.imageSaved'))
      await onSaved(saved)
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <Modal
      open
      width={980}
      title={t(ad ? 'content.ads.edit' : 'content.ads.add')}
      onCancel={onClose}
      okText={t('content.save')}
      cancelText={t('content.close')}
      okButtonProps={{ loading: busy, htmlType: 'submit' }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          style={{ flex: '1 1 320px', minWidth: 280 }}
          initialValues={{
            key: ad?.key ?? adKey,
            name: ad?.name ?? '',
            type: ad?.type ?? 2,
            wxLink: ad?.wxLink ?? '',
            sort: ad?.sort ?? 0,
            startsAt: localOfSeconds(ad?.startsAt ?? null),
            endsAt: localOfSeconds(ad?.endsAt ?? null),
            cities: ad?.cities ?? [],
            verticals: ad?.verticals ?? []
          }}
          onFinish={(v) => void save(v)}
        >
          <Form.Item name="key" label={t('content.ads.position')}>
            <Select options={AD_KEYS.map((k) => ({ value: k, label: t(`content.ads.keys.${k}`) }))} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('content.ads.name')}
            rules={[{ required: true, min: 2, max: 40, message: t('content.ads.nameRule') }]}
          >
            <Input maxLength={40} showCount />
          </Form.Item>
          <Form.Item name="type" label={t('content.ads.type')}>
            <Select
              options={[
                { value: 1, label: t('content.ads.types.1') },
                { value: 2, label: t('content.ads.types.2') },
                { value: 3, label: t('content.ads.types.3') }
              ]}
            />
          </Form.Item>
          <Form.Item
            name="wxLink"
            label={t('content.ads.link')}
            dependencies={['type']}
            rules={[
              {
                validator: async (_, value: string) => {
                  const problem = adLinkProblem(form.getFieldValue('type') as number, value ?? '')
                  if (problem) throw new Error(problem)
                }
              }
            ]}
          >
            {type === 1 ? (
              <Input placeholder="https://" />
            ) : (
              <AutoComplete
                options={AD_PAGE_TARGETS.map((p) => ({ value: p }))}
                placeholder={t('content.ads.linkHint')}
                filterOption={(input, o) => String(o?.value ?? '').includes(input)}
              />
            )}
          </Form.Item>
          <Space wrap>
            <Form.Item name="startsAt" label={t('content.ads.startsAt')}>
              <Input type="datetime-local" aria-label={t('content.ads.startsAt')} />
            </Form.Item>
            <Form.Item name="endsAt" label={t('content.ads.endsAt')}>
              <Input type="datetime-local" aria-label={t('content.ads.endsAt')} />
            </Form.Item>
            <Form.Item name="sort" label={t('content.ads.sort')}>
              <InputNumber min={0} max={9999} />
            </Form.Item>
          </Space>
          <Form.Item name="cities" label={t('content.ads.cities')} extra={t('content.ads.citiesHint')}>
            <Select
              mode="multiple"
              options={CITIES.map((c) => ({ value: c, label: t(`content.ads.city.${c}`) }))}
              placeholder={t('content.ads.everywhere')}
            />
          </Form.Item>
          <Form.Item
            name="verticals"
            label={t('content.ads.verticals')}
            extra={t('content.ads.verticalsHint')}
          >
            <Checkbox.Group options={VERTICALS.map((v) => ({ value: v, label: t(`enums.vertical.${v}`) }))} />
          </Form.Item>
          <Form.Item
            label={t('content.ads.image')}
            extra={ad ? t('content.ads.imageHint') : t('content.ads.imageAfter')}
          >
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              showUploadList={false}
              disabled={!ad}
              beforeUpload={(file) => {
                void upload(file)
                return false
              }}
            >
              <Button disabled={!ad}>{t('content.ads.upload')}</Button>
            </Upload>
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} role="alert" />}
        </Form>
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('content.ads.preview')}</Typography.Text>
          <AdPreview adKey={key} name={name} image={ad?.image ?? null} />
        </Space>
      </div>
    </Modal>
  )
}
