import { DEFAULT_LOCALE, type Locale, type Phrase } from './locale'

/**
 * A shop's activity labels (滿60減8, 全單9折, 新客立減10, 滿 MOP 150 免配送費: `activityLabel` of shop-admin.ts
 * and the seed write them from an activity's numbers) and the cart banner's offer line (已減…，再買…減…: the price
 * calculator's `actInfo.label`) in the reader's language (issue 39). Worded from the Chinese as written, as fee
 * labels are (server-words.ts `feeLabel`): the same labels ride in answers, tag lists and the spell snapshot the
 * broker carries to members of every language. Chinese, and a label of no known shape, stay as written.
 */

const NUM = '(\\d+(?:\\.\\d+)?)'

/** 全單N折: pay N tenths (9折) or N hundredths (88折) of the price; said abroad as the part taken off. */
const percentOff = (n: string): string => {
  const v = Number(n)
  const paid = v < 10 ? v * 10 : v
  return String(Math.round((100 - paid) * 10) / 10)
}

const ACTIVITY: ReadonlyArray<readonly [RegExp, Phrase, ((n: string) => string)?]> = [
  [new RegExp(`^滿${NUM}減${NUM}$`, 'u'), ['Spend {1}, save {2}', 'Gaste {1}, poupe {2}']],
  [new RegExp(`^全單${NUM}折$`, 'u'), ['{1}% off everything', '{1}% de desconto em tudo'], percentOff],
  [new RegExp(`^新客立減${NUM}$`, 'u'), ['New customers save {1}', 'Novos clientes poupam {1}']],
  [
    new RegExp(`^滿 ?(?:MOP )?${NUM} ?免配送費$`, 'u'),
    ['Free delivery over MOP {1}', 'Entrega grátis acima de MOP {1}']
  ],
  [new RegExp(`^滿\\$${NUM}免運費$`, 'u'), ['Free delivery over MOP {1}', 'Entrega grátis acima de MOP {1}']],
  [/^免配送費$/u, ['Free delivery', 'Entrega grátis']],
  // a group-buying shop's discounts (the seed's; a shop sets 全單N折 in the console)
  [
    new RegExp(`^團購低至${NUM}折$`, 'u'),
    ['Deals up to {1}% off', 'Ofertas até {1}% de desconto'],
    percentOff
  ],
  [
    new RegExp(`^指定套餐${NUM}折$`, 'u'),
    ['{1}% off selected combos', '{1}% de desconto em combos selecionados'],
    percentOff
  ],
  [new RegExp(`^平日${NUM}折$`, 'u'), ['{1}% off on weekdays', '{1}% de desconto em dias úteis'], percentOff]
]

const BANNER: ReadonlyArray<readonly [RegExp, Phrase]> = [
  [
    new RegExp(`^已減${NUM}，再買<em>MOP ${NUM}</em>減${NUM}$`, 'u'),
    [
      'MOP {1} off · add <em>MOP {2}</em> more to save {3}',
      'Menos MOP {1} · mais <em>MOP {2}</em> para poupar {3}'
    ]
  ],
  [
    new RegExp(`^再買<em>MOP ${NUM}</em>減${NUM}$`, 'u'),
    ['Add <em>MOP {1}</em> more to save {2}', 'Mais <em>MOP {1}</em> para poupar {2}']
  ],
  [
    new RegExp(`^已享滿減，減<em>MOP ${NUM}</em>$`, 'u'),
    ['Offer applied: <em>MOP {1}</em> off', 'Oferta aplicada: menos <em>MOP {1}</em>']
  ]
]

function phrase(
  table: ReadonlyArray<readonly [RegExp, Phrase, ((n: string) => string)?]>,
  label: string,
  locale: Locale
): string {
  if (locale === DEFAULT_LOCALE) return label
  for (const [re, words, value] of table) {
    const m = re.exec(label)
    if (m)
      return words[locale === 'en' ? 0 : 1].replace(/\{(\d)\}/g, (_, n: string) => {
        const v = m[Number(n)] ?? ''
        return value ? value(v) : v
      })
  }
  return label
}

/** A shop activity's label in `locale` (a label of another shape, as written). */
export const activityLabelIn = (label: string, locale: Locale): string => phrase(ACTIVITY, label, locale)

/** The cart banner's offer line (`actInfo.label`, `<em>` kept) in `locale`. */
export const offerLineIn = (label: string, locale: Locale): string => phrase(BANNER, label, locale)
