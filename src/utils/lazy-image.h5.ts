import type { ImageProps } from '@tarojs/components'

/**
 * h5: the browser's own lazy loading. An image on the first screen starts loading as soon as it is laid out;
 * Taro's `lazyLoad` sets `src` only after an IntersectionObserver round that follows the mount, which made the
 * first dish photo (the merchant page's largest paint) wait (docs/performance.md, issue 13).
 */
export const lazyImage: Pick<ImageProps, 'lazyLoad' | 'imgProps'> = {
  imgProps: { loading: 'lazy', decoding: 'async' }
}
