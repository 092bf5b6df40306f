// One NutUI component per file: its ES module and its own CSS only (the package barrel pulls in lottie).
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css'
export { default as Checkbox } from '@nutui/nutui-react-taro/dist/es/packages/checkbox'
