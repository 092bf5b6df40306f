import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { watchImageAlt } from './image-alt'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.body.innerHTML = ''
})

describe('images get a text alternative (issue 8 point 5)', () => {
  it('a labelled picture takes its label, a picture beside its name is decoration, a page alt is kept', async () => {
    document.body.innerHTML = '<div id="app"><taro-image-core><img src="/old.svg"></taro-image-core></div>'
    stop = watchImageAlt(document.body)
    expect(document.querySelector('img')!.getAttribute('alt')).toBe('')
    const app = document.getElementById('app')!
    app.insertAdjacentHTML(
      'beforeend',
      '<taro-image-core aria-label="澳門美食週"><img class="banner" src="/b.svg"></taro-image-core>' +
        '<section><taro-image-core><img class="logo" src="/l.svg"></taro-image-core></section>' +
        '<taro-image-core><img class="own" alt="葡撻" src="/t.svg"></taro-image-core>'
    )
    await waitFor(() => expect(document.querySelector('.banner')!.getAttribute('alt')).toBe('澳門美食週'))
    expect(document.querySelector('.logo')!.getAttribute('alt')).toBe('')
    expect(document.querySelector('.own')!.getAttribute('alt')).toBe('葡撻')
  })
})
