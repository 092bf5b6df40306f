/**
 * h5: loads the app's View, Text and Image (src/components/taro-h5, the `@tarojs/components` alias) with the
 * entry. Imported only by pages, the module and its default styles went into every page chunk, and each chunk's
 * copy of `.taro-img { width: 320px; height: 240px }`, loaded after the page before it, overrode that page's own
 * image sizes (a 0.76 layout shift when leaving 我的).
 */
import '@tarojs/components'
