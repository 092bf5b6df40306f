import type { Locale } from '@lotus/contract/locale'
import { GlobalOutlined } from '@ant-design/icons'
import { useTranslate } from '@refinedev/core'
import { Select } from 'antd'
import { LANGUAGE_NAMES } from './i18n/locale'
import { chooseLocale, currentLocale, LOCALES_OFFERED } from './providers/i18n-provider'

/** The console's language: remembered on this browser, then the console starts again in it. */
export function LanguageSwitch() {
  const t = useTranslate()
  if (LOCALES_OFFERED.length < 2) return null
  return (
    <Select<Locale>
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={currentLocale()}
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LOCALES_OFFERED.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      onChange={(l) => l !== currentLocale() && chooseLocale(l)}
    />
  )
}
