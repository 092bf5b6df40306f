/** The tags a delivery address may carry. */
export const ADDRESS_TAGS = ['家', '公司', '學校', '其他'] as const
export type AddressTag = (typeof ADDRESS_TAGS)[number]
