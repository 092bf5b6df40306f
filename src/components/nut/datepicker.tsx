// One NutUI component per file: its ES module and its own CSS only (the package barrel pulls in lottie).
import '@nutui/nutui-react-taro/dist/es/packages/datepicker/style/css'
import { setDefaultConfig } from '@nutui/nutui-react-taro/dist/es/packages/configprovider/configprovider'
import NutDatePicker from '@nutui/nutui-react-taro/dist/es/packages/datepicker'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhTW from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'
import type { ComponentProps } from 'react'
import type { Locale } from '@lotus/contract/locale'
import { currentLocale, useT } from '@/i18n'
import { nutWords } from './words'

/** NutUI has no Portuguese: its English with our confirm and cancel. */
const ptPT = (): typeof enUS => ({
  ...enUS,
  confirm: nutWords.word('confirm'),
  cancel: nutWords.word('cancel')
})

// NutUI speaks zh-CN by default (its picker's 确认): Traditional words wherever a picker is drawn (issue 35 §13),
// or the reader's language (issue 39)
const nutLocale = (l: Locale) => (l === 'en' ? enUS : l === 'pt' ? ptPT() : zhTW)
setDefaultConfig({ locale: zhTW, direction: 'ltr' })

type Props = ComponentProps<typeof NutDatePicker>

/**
 * NutUI's date picker in the reader's language: its buttons, and 年/月/日 after the numbers (`showChinese`) only
 * for a Chinese reader.
 */
export function DatePicker({ showChinese, ...props }: Partial<Props>) {
  useT() // re-renders when the language changes
  const locale = currentLocale()
  setDefaultConfig({ locale: nutLocale(locale), direction: 'ltr' })
  return <NutDatePicker {...props} showChinese={showChinese && locale === 'zh-Hant-MO'} />
}
