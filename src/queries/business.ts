import { applyBusiness, getBusinessInfo, type BusinessApplyInput } from '@/services/business'
import { setData, useQuery } from './cache'

export const businessKeys = { info: ['business', 'info'] as const }

export const useBusinessInfo = (opts: { enabled?: boolean } = {}) =>
  useQuery(businessKeys.info, getBusinessInfo, opts)

/** Sends the application; the page's state is the server's answer (in review, no second one). */
export async function sendBusinessApplication(body: BusinessApplyInput) {
  const application = await applyBusiness(body)
  setData(businessKeys.info, { application, canApply: false })
  return application
}
