import type { BusinessInfo, MerchantApplication } from '@lotus/contract/business'
import type { BusinessApplyBody } from '@lotus/contract/schemas/business'
import type { z } from 'zod/v4'
import { request } from './request'
import { t } from '@/i18n'

export type { BusinessInfo, MerchantApplication }
export type BusinessApplyInput = z.input<typeof BusinessApplyBody>

/** Applying to become a merchant (商家入駐). */
export const getBusinessInfo = () => request<BusinessInfo>('/v1/business/info', { silent: true })

export const applyBusiness = (body: BusinessApplyInput) =>
  request<MerchantApplication>('/v1/business/apply', {
    method: 'POST',
    json: true,
    data: body,
    loading: t('loading.submit')
  })
