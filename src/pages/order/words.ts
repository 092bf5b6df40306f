import { defineWords } from '@/i18n/define-words'

/** The orders tab's and the order search's words (issue 39): they load with the tab's page. */
export const orderPageWords = defineWords({
  'zh-Hant-MO': {
    searchOrders: '搜尋訂單',
    search: '搜尋',
    loginText: '登入後查看你的訂單',
    login: '登入',
    searchHint: '搜尋商家或商品名稱',
    notFound: '沒有找到相關訂單',
    history: '歷史搜尋',
    clear: '清除'
  },
  en: {
    searchOrders: 'Search orders',
    search: 'Search',
    loginText: 'Log in to see your orders',
    login: 'Log in',
    searchHint: 'Shop or item name',
    notFound: 'No matching orders',
    history: 'Recent searches',
    clear: 'Clear'
  },
  pt: {
    searchOrders: 'Pesquisar encomendas',
    search: 'Pesquisar',
    loginText: 'Inicie sessão para ver as suas encomendas',
    login: 'Iniciar sessão',
    searchHint: 'Nome da loja ou do produto',
    notFound: 'Nenhuma encomenda encontrada',
    history: 'Pesquisas recentes',
    clear: 'Limpar'
  }
})
