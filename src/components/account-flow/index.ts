export { leaveLogin, openLoginFrom } from './leave'
export { normalizePromotionCode, PROMO_CODE_INVALID, validatePromotionCode } from './promotion-code'
export { inputValue } from './input-value'
export {
  birthdayFromParts,
  GENDERS,
  genderLabel,
  isFutureDate,
  NICKNAME_INVALID,
  validateNickname
} from './profile-fields'
export { currentOpenId, storedOpenId, weChatPhoneLogin } from './wechat-login'
export { deviceOpenId } from './device-openid'
