import type { District, Vertical } from './types.js';
import type { MenuItem } from './menus.js';

/** Hand-written base facts for each demo merchant; numbers are derived deterministically in merchants.ts. */
export interface MerchantDef {
  key: string;
  name: string;
  v: Vertical[];
  cat: string;
  d: District;
  addr: string;
  lat: number;
  lng: number;
  menu: string;
  hours: string;
  tags?: string[];
  notice?: string;
  /** Merchant-specific signature items, prepended to the category (created if missing). */
  extra?: readonly (readonly [category: string, item: MenuItem])[];
}

const P: District = '澳門半島';
const T: District = '氹仔';
const C: District = '路氹城';
const L: District = '路環';

export const MERCHANT_DEFS: MerchantDef[] = [
  // ───────────── 澳門半島 ─────────────
  { key: 'lai-kei-cct', name: '麗記茶餐廳', v: ['takeaway', 'spell'], cat: '茶餐廳', d: P, addr: '澳門新馬路 143 號地下', lat: 22.19372, lng: 113.53836, menu: 'chaChaanTeng', hours: '07:00-22:00', tags: ['老字號', '港式奶茶'] },
  { key: 'wing-lok-congee', name: '永樂粥麵專家', v: ['takeaway', 'spell'], cat: '粥麵', d: P, addr: '澳門營地大街 58 號', lat: 22.19505, lng: 113.53742, menu: 'congee', hours: '06:30-15:00', tags: ['明火白粥', '早餐'] },
  { key: 'barra-porto', name: '媽閣葡國餐廳', v: ['takeaway', 'group'], cat: '葡國菜', d: P, addr: '澳門媽閣街 12 號', lat: 22.18690, lng: 113.53195, menu: 'portuguese', hours: '12:00-22:30', tags: ['葡國菜', '非洲雞'], notice: '週二休息，晚市建議預約。' },
  { key: 'casa-macaense', name: '土生人家', v: ['takeaway', 'group'], cat: '土生菜', d: P, addr: '澳門風順堂街 21 號', lat: 22.19075, lng: 113.53700, menu: 'macanese', hours: '12:00-22:00', tags: ['土生葡人美食', '非物質文化遺產'], extra: [['土生經典', ['非洲雞', 158, '土生家傳醬汁', 'spicy']]] },
  { key: 'tai-lung-pork-bun', name: '泰隆豬扒包', v: ['takeaway', 'spell'], cat: '豬扒包', d: P, addr: '澳門提督馬路 88 號 C 座地下', lat: 22.20490, lng: 113.54035, menu: 'porkBun', hours: '08:00-20:00', tags: ['即叫即炸', '平靚正'] },
  { key: 'golden-tart', name: '金撻餅家', v: ['takeaway', 'general'], cat: '蛋撻', d: P, addr: '澳門議事亭前地 15 號', lat: 22.19395, lng: 113.53990, menu: 'tart', hours: '09:00-21:00', tags: ['葡撻', '手信'], notice: '葡撻每 15 分鐘出爐一次。' },
  { key: 'hung-hing-hotpot', name: '鴻興火鍋', v: ['takeaway', 'group'], cat: '火鍋', d: P, addr: '澳門高士德大馬路 36 號', lat: 22.20395, lng: 113.54525, menu: 'hotpot', hours: '17:00-03:00', tags: ['宵夜', '手切牛肉'] },
  { key: 'sakurazaka-jp', name: '櫻坂日本料理', v: ['takeaway', 'group', 'spell'], cat: '日本料理', d: P, addr: '澳門南灣大馬路 567 號大西洋銀行大廈地下', lat: 22.19125, lng: 113.54195, menu: 'japanese', hours: '11:30-22:30', tags: ['刺身', '鰻魚飯'] },
  { key: 'cha-yu-tea', name: '茶語手作', v: ['takeaway', 'spell'], cat: '奶茶', d: P, addr: '澳門水坑尾街 35 號', lat: 22.19460, lng: 113.54405, menu: 'bubbleTea', hours: '11:00-23:00', tags: ['手搖飲品', '黑糖珍珠'] },
  { key: 'shun-kee-dessert', name: '順記牛奶甜品', v: ['takeaway', 'spell'], cat: '甜品', d: P, addr: '澳門新馬路 381 號', lat: 22.19335, lng: 113.53775, menu: 'dessert', hours: '10:00-23:00', tags: ['雙皮奶', '老字號'] },
  { key: 'lotus-mart-areia', name: '蓮花超級市場（黑沙環店）', v: ['supermarket'], cat: '超市', d: P, addr: '澳門黑沙環新街 52 號', lat: 22.21050, lng: 113.55180, menu: 'supermarket', hours: '08:00-23:00', tags: ['2 小時送達', '新鮮直送'] },
  { key: 'kwong-fat-mart', name: '廣發超市（祐漢店）', v: ['supermarket'], cat: '超市', d: P, addr: '澳門祐漢新邨第四街 15 號', lat: 22.21125, lng: 113.54815, menu: 'supermarket', hours: '08:00-22:30', tags: ['街坊超市'] },
  { key: 'fresh-mart-ha-van', name: '鮮活超市（下環店）', v: ['supermarket'], cat: '超市', d: P, addr: '澳門下環街 46 號', lat: 22.18865, lng: 113.53490, menu: 'supermarket', hours: '07:30-22:00', tags: ['鮮肉', '蔬菜'] },
  { key: 'yick-man-mart', name: '益民超市（台山店）', v: ['supermarket'], cat: '超市', d: P, addr: '澳門台山巴坡沙大馬路 102 號', lat: 22.20870, lng: 113.54360, menu: 'supermarket', hours: '08:00-22:00', tags: ['長者優惠日'] },
  { key: 'hong-kee-fruit', name: '康記生果', v: ['general', 'takeaway'], cat: '水果', d: P, addr: '澳門高士德大馬路 5 號（紅街市側）', lat: 22.20595, lng: 113.54420, menu: 'fruit', hours: '08:00-21:00', tags: ['果籃', '榴槤'] },
  { key: 'douro-wine', name: '杜羅河酒行', v: ['general'], cat: '酒行', d: P, addr: '澳門宋玉生廣場 258 號建興龍廣場地下', lat: 22.18880, lng: 113.55150, menu: 'wine', hours: '11:00-21:00', tags: ['送酒上門', '葡萄牙酒'], notice: '未滿 18 歲人士不得購買酒類。' },
  { key: 'nape-cinema', name: '新口岸影城', v: ['group'], cat: '電影', d: P, addr: '澳門友誼大馬路 918 號 3 樓', lat: 22.19250, lng: 113.55030, menu: 'cinema', hours: '10:00-01:00', tags: ['IMAX', '電影票'] },
  { key: 'starlight-ktv', name: '星光 KTV', v: ['group'], cat: 'KTV', d: P, addr: '澳門蘇亞利斯博士大馬路 188 號 2 樓', lat: 22.18950, lng: 113.55010, menu: 'ktv', hours: '12:00-06:00', tags: ['K 歌', '派對'] },
  { key: 'calm-foot-spa', name: '靜心足道', v: ['group'], cat: '按摩', d: P, addr: '澳門南灣大馬路 429 號 5 樓', lat: 22.19010, lng: 113.54300, menu: 'spa', hours: '11:00-02:00', tags: ['足底按摩', '推拿'] },
  { key: 'golden-dragon-dimsum', name: '金龍酒家', v: ['takeaway', 'group', 'spell'], cat: '酒樓點心', d: P, addr: '澳門俾利喇街 141 號', lat: 22.20445, lng: 113.54110, menu: 'dimSum', hours: '07:00-22:00', tags: ['點心', '燒味'] },
  { key: 'luen-kee-roast', name: '聯記燒臘', v: ['takeaway', 'spell'], cat: '燒味', d: P, addr: '澳門十月初五街 108 號', lat: 22.19610, lng: 113.53595, menu: 'roast', hours: '10:00-20:30', tags: ['燒鵝', '叉燒'] },
  { key: 'san-ma-lou-thai', name: '三盞燈泰國菜', v: ['takeaway', 'group', 'spell'], cat: '泰國菜', d: P, addr: '澳門三盞燈嘉路米耶圓形地 12 號', lat: 22.20325, lng: 113.54250, menu: 'thai', hours: '11:00-22:00', tags: ['冬蔭功', '三盞燈'] },
  { key: 'myanmar-kitchen', name: '緬華小館', v: ['takeaway'], cat: '緬甸菜', d: P, addr: '澳門巴素打爾古街 33 號', lat: 22.20270, lng: 113.54190, menu: 'burmese', hours: '10:00-21:00', tags: ['椰汁雞麵', '撈雞絲'] },
  { key: 'saigon-pho', name: '西貢越南粉', v: ['takeaway'], cat: '越南菜', d: P, addr: '澳門荷蘭園大馬路 58 號', lat: 22.19760, lng: 113.54500, menu: 'viet', hours: '11:00-21:30', tags: ['越南河粉', '法包'] },
  { key: 'ping-kee-offal', name: '炳記牛雜', v: ['takeaway'], cat: '小食', d: P, addr: '澳門大三巴街 11 號', lat: 22.19690, lng: 113.54060, menu: 'streetSnack', hours: '11:00-23:00', tags: ['牛雜', '咖喱魚蛋'] },
  { key: 'seoul-chicken', name: '首爾炸雞', v: ['takeaway', 'spell'], cat: '韓國菜', d: P, addr: '澳門黑沙環馬場東大馬路 66 號', lat: 22.20930, lng: 113.55320, menu: 'korean', hours: '12:00-02:00', tags: ['炸雞', '宵夜'] },
  { key: 'yi-lok-pizza', name: '意樂薄餅', v: ['takeaway', 'spell'], cat: '西餐', d: P, addr: '澳門新口岸北京街 230 號', lat: 22.19150, lng: 113.54930, menu: 'western', hours: '11:00-23:00', tags: ['薄餅', '漢堡'] },
  { key: 'cheong-kee-noodle', name: '祥興竹昇麵', v: ['takeaway', 'spell'], cat: '粥麵', d: P, addr: '澳門福隆新街 36 號', lat: 22.19455, lng: 113.53895, menu: 'noodle', hours: '08:00-24:00', tags: ['竹昇麵', '蝦子撈麵'] },
  { key: 'flower-words', name: '花語花店', v: ['general'], cat: '花店', d: P, addr: '澳門荷蘭園大馬路 16 號', lat: 22.19940, lng: 113.54560, menu: 'flower', hours: '09:00-20:00', tags: ['花束', '開張花籃'], notice: '花牌需提前一日預訂。' },
  { key: 'kui-heong-biscuit', name: '鉅香餅家', v: ['general', 'takeaway'], cat: '手信', d: P, addr: '澳門大三巴街 25 號', lat: 22.19715, lng: 113.54050, menu: 'souvenir', hours: '09:30-22:00', tags: ['杏仁餅', '手信'] },
  { key: 'sweetheart-cake', name: '甜心蛋糕', v: ['takeaway', 'general'], cat: '麵包蛋糕', d: P, addr: '澳門筷子基北街 55 號', lat: 22.20735, lng: 113.53730, menu: 'cake', hours: '07:30-21:00', tags: ['生日蛋糕', '麵包'] },
  { key: 'chiuchow-cold', name: '潮汕打冷', v: ['takeaway'], cat: '潮州菜', d: P, addr: '澳門沙梨頭海邊街 38 號', lat: 22.20140, lng: 113.53560, menu: 'chiuchow', hours: '17:00-02:00', tags: ['打冷', '滷水'] },
  { key: 'harbour-buffet', name: '海港自助餐廳', v: ['group'], cat: '自助餐', d: P, addr: '澳門外港新填海區友誼大馬路 956 號酒店 2 樓', lat: 22.19410, lng: 113.55290, menu: 'buffet', hours: '12:00-22:00', tags: ['自助餐', '海鮮'] },
  { key: 'north-cinema', name: '北區影院', v: ['group'], cat: '電影', d: P, addr: '澳門黑沙環中街 191 號 2 樓', lat: 22.21015, lng: 113.55070, menu: 'cinema', hours: '11:00-00:30', tags: ['電影票', '家庭套票'] },
  { key: 'joy-ktv', name: '歡樂頌卡拉 OK', v: ['group'], cat: 'KTV', d: P, addr: '澳門高士德大馬路 72 號 3 樓', lat: 22.20455, lng: 113.54590, menu: 'ktv', hours: '14:00-05:00', tags: ['K 歌'] },
  { key: 'guia-massage', name: '松山推拿中心', v: ['group'], cat: '按摩', d: P, addr: '澳門士多鳥拜斯大馬路 28 號', lat: 22.19960, lng: 113.54940, menu: 'spa', hours: '10:00-24:00', tags: ['推拿', '肩頸'] },
  { key: 'fruit-so-fresh', name: '果然鮮果', v: ['general'], cat: '水果', d: P, addr: '澳門水坑尾街 100 號', lat: 22.19530, lng: 113.54470, menu: 'fruit', hours: '09:00-22:00', tags: ['鮮切水果', '果籃'] },
  { key: 'mei-king-cct', name: '美景冰室', v: ['takeaway', 'spell', 'group'], cat: '茶餐廳', d: P, addr: '澳門筷子基和樂大馬路 8 號', lat: 22.20660, lng: 113.53690, menu: 'chaChaanTeng', hours: '06:30-21:00', tags: ['冰室', '菠蘿油'] },
  { key: 'iao-hon-congee', name: '祐漢粥品', v: ['takeaway'], cat: '粥麵', d: P, addr: '澳門祐漢新邨第三街 22 號', lat: 22.21160, lng: 113.54770, menu: 'congee', hours: '06:00-14:30', tags: ['街坊小店'] },
  // ───────────── 氹仔 ─────────────
  { key: 'cunha-portuguese', name: '官也葡國餐廳', v: ['takeaway', 'group'], cat: '葡國菜', d: T, addr: '氹仔官也街 19 號', lat: 22.15360, lng: 113.55665, menu: 'portuguese', hours: '12:00-22:00', tags: ['官也街', '葡國雞'] },
  { key: 'taipa-pork-bun', name: '舊城豬扒包', v: ['takeaway', 'spell'], cat: '豬扒包', d: T, addr: '氹仔施督憲正街 35 號', lat: 22.15395, lng: 113.55720, menu: 'porkBun', hours: '09:00-19:00', tags: ['氹仔舊城區', '排隊名店'] },
  { key: 'carmo-macanese', name: '嘉模土生菜館', v: ['group'], cat: '土生菜', d: T, addr: '氹仔地堡街 28 號', lat: 22.15335, lng: 113.55805, menu: 'macanese', hours: '12:00-22:00', tags: ['土生菜', '嘉模堂'] },
  { key: 'ocean-mart', name: '海洋超市', v: ['supermarket'], cat: '超市', d: T, addr: '氹仔海洋花園大馬路 120 號', lat: 22.15885, lng: 113.55520, menu: 'supermarket', hours: '08:00-23:00', tags: ['海洋花園'] },
  { key: 'cha-yin-she', name: '茶研社（花城店）', v: ['takeaway', 'spell'], cat: '奶茶', d: T, addr: '氹仔花城大馬路 238 號', lat: 22.15555, lng: 113.55985, menu: 'bubbleTea', hours: '11:00-23:30', tags: ['手搖飲品'] },
  { key: 'ichiban-ramen', name: '一番拉麵', v: ['takeaway', 'spell'], cat: '日本料理', d: T, addr: '氹仔濠景花園徐日昇寅公馬路 268 號', lat: 22.15810, lng: 113.55270, menu: 'japanese', hours: '11:30-23:00', tags: ['拉麵'], extra: [['熱食', ['黑蒜油豚骨拉麵', 88, '濃厚黑蒜油']]] },
  { key: 'ngau-hei-hotpot', name: '牛氣火鍋', v: ['takeaway', 'group'], cat: '火鍋', d: T, addr: '氹仔布拉干薩街 213 號', lat: 22.15630, lng: 113.55870, menu: 'hotpot', hours: '17:30-02:00', tags: ['潮汕牛肉'] },
  { key: 'taipa-cellar', name: '氹仔酒窖', v: ['general'], cat: '酒行', d: T, addr: '氹仔成都街 315 號', lat: 22.15720, lng: 113.55840, menu: 'wine', hours: '11:00-21:30', tags: ['送酒', '禮盒'], notice: '未滿 18 歲人士不得購買酒類。' },
  { key: 'ocean-dimsum', name: '海洋酒家', v: ['takeaway', 'group', 'spell'], cat: '酒樓點心', d: T, addr: '氹仔柯維納馬路 46 號', lat: 22.15960, lng: 113.55640, menu: 'dimSum', hours: '07:00-22:00', tags: ['點心', '晚宴'] },
  { key: 'taipa-sweet', name: '舊城糖水', v: ['takeaway'], cat: '甜品', d: T, addr: '氹仔告利雅施利華街 12 號', lat: 22.15470, lng: 113.55760, menu: 'dessert', hours: '12:00-23:30', tags: ['糖水'] },
  { key: 'taipa-spa', name: '逸泉足療', v: ['group'], cat: '按摩', d: T, addr: '氹仔孫逸仙博士大馬路 155 號', lat: 22.15640, lng: 113.56050, menu: 'spa', hours: '12:00-03:00', tags: ['足療'] },
  // ───────────── 路氹城 ─────────────
  { key: 'cotai-star-cinema', name: '路氹星影城', v: ['group'], cat: '電影', d: C, addr: '路氹城蓮花海濱大馬路銀河綜合度假城 3 樓', lat: 22.14790, lng: 113.55420, menu: 'cinema', hours: '10:00-02:00', tags: ['3D', 'IMAX', 'VIP 廳'] },
  { key: 'grand-canal-buffet', name: '運河自助餐廳', v: ['group'], cat: '自助餐', d: C, addr: '路氹城望德聖母灣大馬路度假區酒店 1 樓', lat: 22.14720, lng: 113.56010, menu: 'buffet', hours: '11:30-22:30', tags: ['酒店自助餐'] },
  { key: 'umi-omakase', name: '海之味日本料理', v: ['takeaway', 'group'], cat: '日本料理', d: C, addr: '路氹城連貫公路度假區 2 樓', lat: 22.14905, lng: 113.56310, menu: 'japanese', hours: '12:00-23:00', tags: ['Omakase', '刺身'] },
  { key: 'cotai-ktv', name: '路氹歡唱 KTV', v: ['group'], cat: 'KTV', d: C, addr: '路氹城金光大道 18 號 3 樓', lat: 22.14410, lng: 113.56180, menu: 'ktv', hours: '18:00-06:00', tags: ['派對房'] },
  { key: 'lotus-spa-cotai', name: '蓮韻 SPA', v: ['group'], cat: 'SPA', d: C, addr: '路氹城金光大道度假酒店 5 樓', lat: 22.14520, lng: 113.56440, menu: 'spa', hours: '10:00-01:00', tags: ['精油 SPA', '酒店 SPA'] },
  { key: 'imperial-cotai', name: '御膳坊', v: ['takeaway', 'group'], cat: '粵菜', d: C, addr: '路氹城連貫公路新濠天地 2 樓', lat: 22.14680, lng: 113.56550, menu: 'dimSum', hours: '11:00-22:30', tags: ['粵菜', '點心'] },
  { key: 'cotai-mart', name: '路氹優品超市', v: ['supermarket'], cat: '超市', d: C, addr: '路氹城石排灣馬路 2 號', lat: 22.14210, lng: 113.55780, menu: 'supermarket', hours: '09:00-23:00', tags: ['進口食品'] },
  { key: 'burger-works', name: '路氹漢堡工房', v: ['takeaway', 'spell'], cat: '西餐', d: C, addr: '路氹城路氹連貫公路新濠影滙地下', lat: 22.14155, lng: 113.56340, menu: 'western', hours: '11:00-24:00', tags: ['漢堡', '薯條'] },
  { key: 'cotai-tea', name: '半日閒茶飲（路氹店）', v: ['takeaway', 'spell'], cat: '奶茶', d: C, addr: '路氹城巴黎人購物中心 3 樓', lat: 22.14360, lng: 113.56130, menu: 'bubbleTea', hours: '10:00-23:00', tags: ['手搖飲品'] },
  { key: 'cotai-wine', name: '金光酒藏', v: ['general'], cat: '酒行', d: C, addr: '路氹城四季名店 1 樓', lat: 22.14600, lng: 113.55880, menu: 'wine', hours: '10:00-23:00', tags: ['名酒', '香檳'], notice: '未滿 18 歲人士不得購買酒類。' },
  // ───────────── 路環 ─────────────
  { key: 'coloane-tart', name: '十月初五餅店', v: ['takeaway', 'general'], cat: '蛋撻', d: L, addr: '路環市區撻沙街 1 號', lat: 22.11735, lng: 113.55005, menu: 'tart', hours: '07:00-22:00', tags: ['路環葡撻'] },
  { key: 'hac-sa-portuguese', name: '黑沙海灘葡國餐廳', v: ['takeaway', 'group'], cat: '葡國菜', d: L, addr: '路環黑沙海灘 9 號', lat: 22.11910, lng: 113.56990, menu: 'portuguese', hours: '12:00-21:30', tags: ['海灘', '烤乳豬'], extra: [['主菜', ['炭燒葡式乳豬（例）', 188, '即叫即燒']]] },
  { key: 'fishing-village', name: '漁村小館', v: ['takeaway', 'group'], cat: '海鮮', d: L, addr: '路環十月初五馬路 28 號', lat: 22.11765, lng: 113.54930, menu: 'seafood', hours: '11:00-22:00', tags: ['海鮮', '路環蝦醬'] },
  { key: 'spv-mart', name: '石排灣街坊超市', v: ['supermarket'], cat: '超市', d: L, addr: '路環石排灣業興大廈地下', lat: 22.13085, lng: 113.55985, menu: 'supermarket', hours: '08:00-22:00', tags: ['街坊超市'] },
  { key: 'spv-cct', name: '石排灣茶餐廳', v: ['takeaway', 'spell'], cat: '茶餐廳', d: L, addr: '路環石排灣馬路 368 號', lat: 22.13040, lng: 113.55900, menu: 'chaChaanTeng', hours: '07:00-21:00', tags: ['街坊小店'] },
  { key: 'spv-fruit', name: '綠園生果', v: ['general'], cat: '水果', d: L, addr: '路環石排灣業昇大廈地下', lat: 22.13140, lng: 113.56060, menu: 'fruit', hours: '09:00-21:00', tags: ['水果', '果籃'] },
  { key: 'cheoc-van-grill', name: '竹灣海景扒房', v: ['group'], cat: '西餐', d: L, addr: '路環竹灣馬路 2 號', lat: 22.12235, lng: 113.55890, menu: 'western', hours: '12:00-22:00', tags: ['海景', '牛扒'] },
  { key: 'coloane-cafe', name: '聖方濟各咖啡室', v: ['takeaway'], cat: '甜品', d: L, addr: '路環計單奴街 8 號', lat: 22.11680, lng: 113.54975, menu: 'dessert', hours: '10:00-20:00', tags: ['小教堂', '咖啡'] },
  { key: 'ka-ho-store', name: '九澳士多', v: ['general'], cat: '雜貨', d: L, addr: '路環九澳村 3 號', lat: 22.13280, lng: 113.57780, menu: 'grocery', hours: '08:00-20:00', tags: ['路環蝦醬', '乾貨'] },
  { key: 'hac-sa-bbq', name: '黑沙燒烤場', v: ['group'], cat: '燒烤', d: L, addr: '路環黑沙公園', lat: 22.11980, lng: 113.56820, menu: 'bbq', hours: '11:00-23:00', tags: ['燒烤', '公園'] },
];
