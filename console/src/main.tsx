import { ConfigProvider } from 'antd'
import zhHK from 'antd/locale/zh_HK'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import './styles.css'

// Ant Design's own texts (pagination, empty tables, pickers) in Hong Kong Traditional Chinese, the closest it
// ships to Macau's.
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhHK} theme={{ token: { colorPrimary: '#d4380d', borderRadius: 6 } }}>
    <App />
  </ConfigProvider>
)
