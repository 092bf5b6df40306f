/**
 * h5 only (config/index.ts and vitest.config.ts alias `@tarojs/components` here; weapp uses its own):
 * View, Text and Image, the components drawn hundreds of times on a screen, are plain React elements (a `div`, a
 * `span`, Taro's React Image: `div > img`); every other component stays Taro's web component.
 *
 * Why (issue 13, docs/performance.md): each web component is upgraded, rendered and styled by Stencil per node.
 * On the home page's first load under Lighthouse's 4× CPU slowdown that was half the script time and most of
 * the blocking time. Taro's own switch (`h5.useHtmlComponents`) swaps every component, and its ScrollView and
 * Input drop `role`, `aria-*` and `onConfirm`; its View applies a class change one render late (layout shifts).
 */
import Image from '@tarojs/components-react/dist/components/image/index.js'
import './index.scss'

export * from '@tarojs/components/lib/react'
export { Text, View } from './view'
export { Image }
