// One NutUI component per file: its ES module and its own CSS only (the package barrel pulls in lottie).
import '@nutui/nutui-react-taro/dist/es/packages/datepicker/style/css'
import { setDefaultConfig } from '@nutui/nutui-react-taro/dist/es/packages/configprovider/configprovider'
import zhTW from '@nutui/nutui-react-taro/dist/es/locales/zh-TW'

// NutUI speaks zh-CN by default (its picker's 确认): Traditional words wherever a picker is drawn (issue 35 §13)
setDefaultConfig({ locale: zhTW, direction: 'ltr' })

export { default as DatePicker } from '@nutui/nutui-react-taro/dist/es/packages/datepicker'
