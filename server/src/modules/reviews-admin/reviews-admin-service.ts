import { listReviews, type ReviewsFilter } from './list-reviews.js'
import { replyToReview } from './reply.js'
import { reportReview } from './report.js'
import { decideReport, listReports } from './reports.js'
import type { Actor, ReviewsDeps } from './shared.js'

export type { Actor }

/**
 * A shop's reviews in the console (issue 37 point 4), one file per operation: the filtered list, the shop's reply
 * (versioned, audited, customers see it at once), a report to the operators, and the operators' queue and
 * decision. Routes (http/staff/reviews.ts) ask the policy first.
 */
export function createReviewsAdminService(deps: ReviewsDeps) {
  return {
    list: (f: ReviewsFilter) => listReviews(deps.db, f),
    reply: (who: Actor, input: Parameters<typeof replyToReview>[2]) => replyToReview(deps, who, input),
    report: (who: Actor, input: Parameters<typeof reportReview>[2]) => reportReview(deps, who, input),
    reports: (q: Parameters<typeof listReports>[1]) => listReports(deps.db, q),
    decide: (who: Actor, input: Parameters<typeof decideReport>[2]) => decideReport(deps, who, input)
  }
}

export type ReviewsAdminService = ReturnType<typeof createReviewsAdminService>
