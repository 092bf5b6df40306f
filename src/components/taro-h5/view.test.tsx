import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Text, View } from './view'

describe('h5 View and Text', () => {
  it("turn NutUI's camelCase ARIA into real attributes, booleans included, and drop Taro-only props", () => {
    render(
      <View
        className="nut-switch"
        ariaRole="switch"
        ariaChecked={false}
        ariaDisabled
        ariaLabel="個性化商品推薦"
        catchMove
        hoverClass="x"
        data-id="7"
      />
    )
    const sw = screen.getByRole('switch', { name: '個性化商品推薦' })
    expect(sw.tagName).toBe('DIV')
    expect(sw.getAttribute('aria-checked')).toBe('false')
    expect(sw.getAttribute('aria-disabled')).toBe('true')
    expect(sw.getAttribute('data-id')).toBe('7')
    for (const a of ['ariarole', 'ariachecked', 'catchmove', 'hoverclass'])
      expect(sw.hasAttribute(a)).toBe(false)
  })

  it('apply a class change in the same render (no frame with the old class) and forward refs and clicks', () => {
    const ref = createRef<HTMLDivElement>()
    const onClick = vi.fn()
    const { rerender } = render(<View ref={ref} className="tab" onClick={onClick} />)
    rerender(<View ref={ref} className="tab tab--on" onClick={onClick} />)
    expect(ref.current!.className).toBe('tab tab--on')
    fireEvent.click(ref.current!)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('Text is a span that the user may select only when asked (selectable or userSelect)', () => {
    render(
      <View>
        <Text className="name">葡國雞飯</Text>
        <Text className="link" userSelect>
          https://lotus.mo/s/AB12
        </Text>
      </View>
    )
    expect(screen.getByText('葡國雞飯').className).toBe('taro-text name')
    expect(screen.getByText('https://lotus.mo/s/AB12').className).toBe('taro-text taro-text__selectable link')
    expect(screen.getByText('https://lotus.mo/s/AB12').hasAttribute('userselect')).toBe(false)
  })
})
