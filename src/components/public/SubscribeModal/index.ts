export { SubscribeModal } from './SubscribeModal.tsx';
export type {
  SubscribeFieldErrors,
  SubscribeModalProps,
  SubscribeValues,
} from './SubscribeModal.tsx';
export { SUBSCRIBE_PHONE_MAX_LENGTH, SUBSCRIBE_TEXT, subscribeThanksDialog } from './texts.ts';
