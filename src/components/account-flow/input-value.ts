/** Taro's Input reports its text in e.detail.value on every platform. */
export const inputValue = (e: { detail: { value: string | number } }): string => String(e.detail.value ?? '')
