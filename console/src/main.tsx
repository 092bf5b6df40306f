import type { Locale } from '@lotus/contract/locale'
import { ConfigProvider } from 'antd'
import type { Locale as AntdLocale } from 'antd/es/locale'
import zhHK from 'antd/locale/zh_HK'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-hk'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { loadCatalogue, startLocale } from './providers/i18n-provider'
import './styles.css'

/**
 * Ant Design's and dayjs's own texts (pagination, empty tables, pickers) in the console's language: Hong Kong
 * Traditional Chinese for Chinese, the closest antd ships to Macau's; English is both libraries' own default;
 * Portuguese's few kilobytes are imported only when it is chosen.
 */
async function libraryLocale(locale: Locale): Promise<AntdLocale> {
  if (locale === 'en') {
    dayjs.locale('en')
    return (await import('antd/locale/en_US')).default
  }
  if (locale === 'pt') {
    const [antd] = await Promise.all([import('antd/locale/pt_PT'), import('dayjs/locale/pt')])
    dayjs.locale('pt')
    return antd.default
  }
  dayjs.locale('zh-hk')
  return zhHK
}

async function start() {
  const locale = await loadCatalogue(startLocale())
  // a library's texts that did not load leave antd's and dayjs's own (English) ones, never a blank console
  const antdLocale = await libraryLocale(locale).catch(() => undefined)
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider locale={antdLocale} theme={{ token: { colorPrimary: '#d4380d', borderRadius: 6 } }}>
      <App />
    </ConfigProvider>
  )
}

void start()
