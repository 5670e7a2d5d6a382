import { lazy } from 'react';

/*
 * The services list's dialogs, code split with React.lazy and fetched together the first time a row's menu opens (or a
 * dialog is asked for): the list does not need their date picker, zod, QR code and modal code to show its rows
 * (decision 088). One chunk rather than nine: the bundler then keeps splitting the shared code as before.
 */
const loadDialogs = () => import('./service-dialog-set');

/** Starts fetching the dialogs, for a menu that is about to offer them. */
export const preloadServiceDialogs = () => void loadDialogs();

export const RenewServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.RenewServiceDialog })));
export const ResetPasswordServiceDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.ResetPasswordServiceDialog })),
);
export const ResetLinkServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ResetLinkServiceDialog })));
export const QrServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.QrServiceDialog })));
export const InfoServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.InfoServiceDialog })));
export const IpsServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.IpsServiceDialog })));
export const ChangeUserServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ChangeUserServiceDialog })));
export const AddTrafficServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.AddTrafficServiceDialog })));
export const NoteServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.NoteServiceDialog })));
export const DeleteServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.DeleteServiceDialog })));
export const DevicesServiceDialog = lazy(() => loadDialogs().then((m) => ({ default: m.DevicesServiceDialog })));
