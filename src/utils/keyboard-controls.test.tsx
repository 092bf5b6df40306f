import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchKeyboardControls } from './keyboard-controls'

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  document.body.innerHTML = ''
})

describe('role controls work with a keyboard (issue 8 point 5, WCAG 2.1.1)', () => {
  it('a control and a page container are reached by Tab, as they appear; a tabindex of its own is kept', async () => {
    document.body.innerHTML =
      '<div class="taro_page"><taro-view-core role="button">充值</taro-view-core><taro-view-core>text</taro-view-core></div>'
    stop = watchKeyboardControls(document.body)
    expect(document.querySelector('.taro_page')!.getAttribute('tabindex')).toBe('0')
    expect(document.querySelector('[role=button]')!.getAttribute('tabindex')).toBe('0')
    expect(document.querySelector('taro-view-core:not([role])')!.hasAttribute('tabindex')).toBe(false)
    const page = document.querySelector('.taro_page')!
    page.insertAdjacentHTML(
      'beforeend',
      '<section><taro-view-core role="tab" class="later">銷量</taro-view-core></section>' +
        '<taro-view-core role="link" tabindex="-1" class="own">more</taro-view-core><button>native</button>'
    )
    await waitFor(() => expect(document.querySelector('.later')!.getAttribute('tabindex')).toBe('0'))
    expect(document.querySelector('.own')!.getAttribute('tabindex')).toBe('-1')
    expect(document.querySelector('button')!.hasAttribute('tabindex')).toBe(false)
  })

  it('Enter and Space press a focused control once; a disabled one and other keys do nothing', () => {
    document.body.innerHTML =
      '<taro-view-core role="button" class="on">支付</taro-view-core>' +
      '<taro-view-core role="button" aria-disabled="true" class="off">支付</taro-view-core>'
    stop = watchKeyboardControls(document.body)
    const on = vi.fn()
    const off = vi.fn()
    document.querySelector('.on')!.addEventListener('click', on)
    document.querySelector('.off')!.addEventListener('click', off)
    fireEvent.keyDown(document.querySelector('.on')!, { key: 'Enter' })
    fireEvent.keyDown(document.querySelector('.on')!, { key: ' ' })
    fireEvent.keyDown(document.querySelector('.on')!, { key: 'a' })
    fireEvent.keyDown(document.querySelector('.off')!, { key: 'Enter' })
    expect(on).toHaveBeenCalledTimes(2)
    expect(off).not.toHaveBeenCalled()
  })

  it('a Taro field takes the label its page gave the Input (axe label); its own name is kept', async () => {
    document.body.innerHTML =
      '<taro-input-core aria-label="驗證碼"><input class="code"></taro-input-core>' +
      '<taro-textarea-core aria-label="備註"><textarea aria-label="口味" class="own"></textarea></taro-textarea-core>'
    stop = watchKeyboardControls(document.body)
    expect(document.querySelector('.code')!.getAttribute('aria-label')).toBe('驗證碼')
    expect(document.querySelector('.own')!.getAttribute('aria-label')).toBe('口味')
    document.body.insertAdjacentHTML(
      'beforeend',
      '<taro-input-core aria-label="手機號碼"><input class="later"></taro-input-core>'
    )
    await waitFor(() => expect(document.querySelector('.later')!.getAttribute('aria-label')).toBe('手機號碼'))
  })

  it("NutUI's switch gets a real role; a scroll view is reachable so a keyboard can scroll it", () => {
    document.body.innerHTML =
      '<taro-view-core aria-role="switch" tab-index="0" aria-checked="true" class="nut-switch"></taro-view-core>' +
      '<taro-scroll-view-core class="gallery"><img alt=""></taro-scroll-view-core>'
    stop = watchKeyboardControls(document.body)
    const sw = document.querySelector('.nut-switch')!
    expect([sw.getAttribute('role'), sw.hasAttribute('aria-role'), sw.hasAttribute('tab-index')]).toEqual([
      'switch',
      false,
      false
    ])
    expect(sw.getAttribute('tabindex')).toBe('0')
    expect(document.querySelector('.gallery')!.getAttribute('tabindex')).toBe('0')
  })
})
