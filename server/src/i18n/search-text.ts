type Convert = (text: string) => string

let converter: Promise<Convert> | null = null

/**
 * Simplified Chinese input in Traditional as Hong Kong and Macau write it (蛋挞 → 蛋撻), so a search typed on a
 * mainland keyboard finds our names (issue 39 point 5). OpenCC's JavaScript port, only its cn → hk dictionaries,
 * loaded at the first search (they are large: not on the start-up path). Text that is already Traditional,
 * English or Portuguese passes unchanged.
 */
export async function toTraditional(text: string): Promise<string> {
  // only CJK text can change: the common case of a Latin keyword skips the dictionaries
  if (!/[\u3400-\u9fff]/u.test(text)) return text
  converter ??= (async () => {
    const [{ ConverterFactory }, { default: fromCn }, { default: toHk }] = await Promise.all([
      import('opencc-js/core'),
      import('opencc-js/from/cn'),
      import('opencc-js/to/hk')
    ])
    return ConverterFactory(fromCn, toHk)
  })()
  return (await converter)(text)
}
