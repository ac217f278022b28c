export { ActiveSessionsModal, SESSIONS_TEXT } from './ActiveSessionsModal.tsx';
export type { ActiveSessionsModalProps } from './ActiveSessionsModal.tsx';
