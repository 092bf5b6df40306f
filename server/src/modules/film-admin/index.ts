import { addSession } from './add-session.js'
import { publishSession } from './publish-session.js'
import { readFilm } from './read-film.js'
import { saveHall } from './save-hall.js'
import { saveSession } from './save-session.js'
import type { Editor, FilmAdminDeps } from './shared.js'

export type { Editor }

/**
 * A cinema keeps its halls (seat plans) and film sessions (issue 37 point 3), one file per operation, on the group
 * module's showtimes (`group-catalogue.ts` sells a session on its hall's plan). Routes (http/staff/film.ts) ask the
 * policy first (the deals actions); every write checks the row's version, writes the audit log in its transaction
 * and then drops the shop's customer-side caches.
 */
export function createFilmAdminService(deps: FilmAdminDeps) {
  return {
    board: (merchantId: number) => readFilm(deps.db, deps.clock, merchantId),
    saveHall: (who: Editor, input: Parameters<typeof saveHall>[2]) => saveHall(deps, who, input),
    addSession: (who: Editor, input: Parameters<typeof addSession>[2]) => addSession(deps, who, input),
    saveSession: (who: Editor, input: Parameters<typeof saveSession>[2]) => saveSession(deps, who, input),
    publishSession: (who: Editor, input: Parameters<typeof publishSession>[2]) =>
      publishSession(deps, who, input)
  }
}

export type FilmAdminService = ReturnType<typeof createFilmAdminService>
