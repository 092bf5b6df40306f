// Paths of the NutUI icon set (@nutui/icons-react-taro 3.0.2, MIT, JD.com), 1024×1024 box, copied so that each
// icon is one small string a bundle only carries when a page draws it (the package's own components add a
// wrapper per icon and render an <i> that weapp has no template for).
// One file per icon: a chunk carries only the paths it imports (the h5 build keeps a module's unused exports).
export { close } from './close'
export { chevronRight } from './chevron-right'
export { arrowLeft } from './arrow-left'
export { heart } from './heart'
export { heartFill } from './heart-fill'
export { check } from './check'
export { checkCircle } from './check-circle'
export { more } from './more'
export { add } from './add'
export { minus } from './minus'
export { star } from './star'
export { starFill } from './star-fill'
export { arrowUp } from './arrow-up'
export { arrowDown } from './arrow-down'
export { caretDown } from './caret-down'
export { search } from './search'
export { location } from './location'
export { backspace } from './backspace'
export { home } from './home'
