export const AREA_CODES = ['853', '852', '86'] as const
export type AreaCode = (typeof AREA_CODES)[number]

const PHONE_RULES: Record<AreaCode, RegExp> = {
  '853': /^6\d{7}$/, // Macau mobiles
  '852': /^[569]\d{7}$/, // Hong Kong mobiles
  '86': /^1\d{10}$/ // mainland China mobiles
}

export const isAreaCode = (v: string): v is AreaCode => (AREA_CODES as readonly string[]).includes(v)

export function isValidPhone(areaCode: string, phone: string): boolean {
  return isAreaCode(areaCode) && PHONE_RULES[areaCode].test(phone)
}

/** 66****56 style masking for screens that must not show the whole number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`
}
