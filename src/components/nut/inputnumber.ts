// One NutUI component per file: its ES module and its own CSS only (the package barrel pulls in lottie).
import '@nutui/nutui-react-taro/dist/es/packages/inputnumber/style/css'
export { default as InputNumber } from '@nutui/nutui-react-taro/dist/es/packages/inputnumber'
