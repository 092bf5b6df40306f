import type { z } from 'zod/v4'
import type { ReportBody } from '@lotus/contract/schemas/merchant'
import { request } from './request'
import { t } from '@/i18n'

/** The contract's request schema, as the app sends it (type: one of REPORT_TYPES). */
export type MerchantReport = z.input<typeof ReportBody>

/** POST /v1/store/merchant/report (JSON). */
export const reportMerchant = (r: MerchantReport) =>
  request<null>('/v1/store/merchant/report', {
    method: 'POST',
    json: true,
    data: r,
    loading: t('loading.submit')
  })
