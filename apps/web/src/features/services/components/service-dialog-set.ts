/** The services list's dialogs as one chunk, fetched by `service-dialogs.ts`. */
export { AddTrafficServiceDialog } from './add-traffic-service-dialog';
export { ChangeUserServiceDialog } from './change-user-service-dialog';
export { DeleteServiceDialog } from './delete-service-dialog';
export { DevicesServiceDialog } from './devices-service-dialog';
export { InfoServiceDialog } from './info-service-dialog';
export { IpsServiceDialog } from './ips-service-dialog';
export { NoteServiceDialog } from './note-service-dialog';
export { QrServiceDialog } from './qr-service-dialog';
export { RenewServiceDialog } from './renew-service-dialog';
export { ResetLinkServiceDialog } from './reset-link-service-dialog';
export { ResetPasswordServiceDialog } from './reset-password-service-dialog';
