export { Modal } from './Modal.tsx';
export type { ModalProps, ModalSize } from './Modal.tsx';
