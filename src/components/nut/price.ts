// One NutUI component per file: its ES module and its own CSS only (the package barrel pulls in lottie).
import '@nutui/nutui-react-taro/dist/es/packages/price/style/css'
export { default as Price } from '@nutui/nutui-react-taro/dist/es/packages/price'
