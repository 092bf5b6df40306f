import { campaignCodes } from './campaign-codes.js'
import { listCampaigns } from './campaigns.js'
import { createCampaign } from './create-campaign.js'
import { uploadGiftPhoto } from './gift-photo.js'
import { listGifts, saveGift } from './gifts.js'
import { listPlans, savePlan } from './plans.js'
import type { UploadService } from '../upload/upload-service.js'
import type { MarketingCaller, MarketingDeps } from './shared.js'
import { resumeCampaign } from './resume-campaign.js'
import { stopCampaign } from './stop-campaign.js'
import { updateCampaign } from './update-campaign.js'

export type { MarketingCaller }

/**
 * Operators' marketing (issue 38 point 4), one file per operation: coupon and red-envelope campaigns with their
 * promo codes (issued through the limited-coupon module's guarded take), points-mall gifts and their stock,
 * god-member plan prices. Every change is audited in its own transaction.
 */
export function createMarketingService(d: MarketingDeps & { uploads: UploadService }) {
  return {
    campaigns: () => listCampaigns(d),
    createCampaign: (c: MarketingCaller, input: Parameters<typeof createCampaign>[2]) =>
      createCampaign(d, c, input),
    updateCampaign: (c: MarketingCaller, input: Parameters<typeof updateCampaign>[2]) =>
      updateCampaign(d, c, input),
    stopCampaign: (c: MarketingCaller, id: number) => stopCampaign(d, c, id),
    resumeCampaign: (c: MarketingCaller, id: number) => resumeCampaign(d, c, id),
    codes: (id: number) => campaignCodes(d, id),
    gifts: () => listGifts(d),
    saveGift: (c: MarketingCaller, input: Parameters<typeof saveGift>[2]) => saveGift(d, c, input),
    giftPhoto: (c: MarketingCaller, input: { id: number; bytes: Buffer }) => uploadGiftPhoto(d, c, input),
    plans: () => listPlans(d),
    savePlan: (c: MarketingCaller, input: Parameters<typeof savePlan>[2]) => savePlan(d, c, input)
  }
}

export type MarketingService = ReturnType<typeof createMarketingService>
