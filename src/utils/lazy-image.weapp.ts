import type { ImageProps } from '@tarojs/components'

/** weapp: the mini-program image's own lazy loading (h5 uses the browser's, see lazy-image.h5.ts). */
export const lazyImage: Pick<ImageProps, 'lazyLoad' | 'imgProps'> = { lazyLoad: true }
