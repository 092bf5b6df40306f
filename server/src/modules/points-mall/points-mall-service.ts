// The points mall lives in mall/ (one file per operation); this name stays for the services and the routes.
export { createPointsMallService, PMALL_AUTO_RECEIVE_JOB, type PointsMallService } from './mall/index.js'
