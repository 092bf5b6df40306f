import { defineWords } from '@/i18n/define-words'

/** The place list's words, and the map picker's fallback name (issue 39). */
export const placeWords = defineWords({
  'zh-Hant-MO': {
    results: '搜尋結果',
    nearby: '附近地點',
    none: '找不到相關地點，換個關鍵字試試',
    noneNearby: '附近暫無地點',
    failed: '地點載入失敗',
    mapPoint: '地圖選點'
  },
  en: {
    results: 'Results',
    nearby: 'Nearby places',
    none: 'No places found: try other words',
    noneNearby: 'No places nearby',
    failed: 'Places failed to load',
    mapPoint: 'Point on the map'
  },
  pt: {
    results: 'Resultados',
    nearby: 'Locais próximos',
    none: 'Nenhum local encontrado: tente outras palavras',
    noneNearby: 'Não há locais perto',
    failed: 'Falha ao carregar os locais',
    mapPoint: 'Ponto no mapa'
  }
})
