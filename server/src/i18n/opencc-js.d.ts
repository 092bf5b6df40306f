// opencc-js ships types for its presets only; its dictionaries (./from/*, ./to/*) are dict groups of core.d.ts.
declare module 'opencc-js/from/cn' {
  const dicts: import('opencc-js/core').DictGroup[]
  export default dicts
}
declare module 'opencc-js/to/hk' {
  const dicts: import('opencc-js/core').DictGroup[]
  export default dicts
}
