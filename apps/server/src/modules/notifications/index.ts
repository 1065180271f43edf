/** The notifications module's public face: the service other modules tell of what happened. */
export { NotificationService } from './service.js';
