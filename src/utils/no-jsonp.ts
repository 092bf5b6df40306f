/**
 * h5 build: stands in for `jsonp-retry`, which Taro's request imports for its `jsonp` option (~2 KB gzip of the
 * 170 KB first-load budget). Our only caller of Taro.request (services/request.ts) never sets that option; a
 * call that did would fail loudly here rather than load a script from another origin.
 */
export default function jsonpUnavailable(): Promise<never> {
  return Promise.reject(new Error('jsonp is not supported: services/request.ts sends JSON over fetch'))
}
