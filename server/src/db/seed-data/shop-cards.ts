/**
 * Stored-value shop card tiers (issue 12) by merchant seed key: pay (MOP) → credit (MOP). Each merchant sets its
 * own bonus; the tea shop and the bakery give more on small cards, the restaurants on large ones.
 */
export const SHOP_CARD_TIERS: ReadonlyArray<{ key: string; tiers: ReadonlyArray<[number, number]> }> = [
  {
    key: 'lai-kei-cct',
    tiers: [
      [100, 110],
      [200, 225],
      [500, 580]
    ]
  },
  {
    key: 'wing-lok-congee',
    tiers: [
      [100, 108],
      [300, 330]
    ]
  },
  {
    key: 'barra-porto',
    tiers: [
      [300, 330],
      [500, 570],
      [1000, 1180]
    ]
  },
  {
    key: 'casa-macaense',
    tiers: [
      [200, 220],
      [500, 560]
    ]
  },
  {
    key: 'golden-tart',
    tiers: [
      [50, 55],
      [100, 115]
    ]
  },
  {
    key: 'cha-yu-tea',
    tiers: [
      [50, 56],
      [100, 115],
      [200, 240]
    ]
  }
]
