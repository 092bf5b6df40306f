import { t } from '@/i18n'
import { CHUNK_FAILED, type PageLoadView } from './page-load'

/**
 * h5: what the user sees while a page chunk loads (after 200 ms), when it takes over 60 s, and when it
 * failed ('Loading chunk failed'): plain DOM above the app, so it works even when the page cannot render.
 * Retrying reloads the address the user was going to.
 */
export function createPageLoadOverlay(
  doc: Document = document,
  reload: () => void = () => location.reload()
) {
  const root = doc.createElement('div')
  root.className = 'page-load'
  root.setAttribute(
    'style',
    'position:fixed;left:0;right:0;top:0;z-index:10000;font-size:14px;pointer-events:none;display:none'
  )
  doc.body.appendChild(root)

  const render = (view: PageLoadView) => {
    root.textContent = ''
    if (view.state === 'idle') {
      root.style.display = 'none'
      return
    }
    root.style.display = 'block'
    if (view.state === 'loading') {
      const bar = doc.createElement('div')
      bar.setAttribute('role', 'status')
      bar.setAttribute(
        'style',
        'margin:0 auto;width:max-content;margin-top:40vh;padding:8px 16px;border-radius:16px;background:rgba(0,0,0,.65);color:#fff'
      )
      bar.textContent = t('page.loading')
      root.appendChild(bar)
      return
    }
    root.style.pointerEvents = 'auto'
    const card = doc.createElement('div')
    card.setAttribute('role', 'alert')
    card.setAttribute(
      'style',
      'margin:30vh 24px 0;padding:20px;border-radius:12px;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.18);text-align:center;color:#333'
    )
    const title = doc.createElement('p')
    title.textContent = t(view.state === 'timeout' ? 'page.timeout' : 'page.failed')
    const detail = doc.createElement('p')
    detail.setAttribute('style', 'color:#999;font-size:12px;word-break:break-all')
    // the spec's words, then webpack's own (which chunk, timeout or error)
    detail.textContent = view.state === 'failed' ? `${CHUNK_FAILED}（${view.detail}）` : ''
    const retry = doc.createElement('button')
    retry.type = 'button'
    retry.textContent = t('common.retry')
    retry.setAttribute(
      'style',
      'margin-top:12px;min-width:120px;min-height:44px;border:0;border-radius:22px;background:#c2410c;color:#fff;font-size:16px'
    )
    retry.addEventListener('click', reload)
    card.append(title, detail, retry)
    root.appendChild(card)
    retry.focus()
  }

  return { render, element: root }
}
