import { z } from 'zod/v4'
import { intString } from './fields'

export const CommentDeleteBody = z.strictObject({ commentId: intString(1, 2_147_483_647) })
