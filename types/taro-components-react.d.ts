// the Image src/components/taro-h5 takes from Taro's React component library (same props as Taro's)
declare module '@tarojs/components-react/dist/components/image/index.js' {
  const Image: typeof import('@tarojs/components').Image
  export default Image
}
