/**
 * h5: the tab's title. Not Taro.setNavigationBarTitle: on h5 that also writes the title into Taro's own (hidden,
 * under our custom bar) navigation bar, a second copy of the page's name in the document.
 */
export function setWindowTitle(title: string): void {
  if (typeof document !== 'undefined') document.title = title
}
