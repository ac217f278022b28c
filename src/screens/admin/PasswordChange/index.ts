export {
  RequiredPasswordChangeScreen,
  REQUIRED_PASSWORD_CHANGE_TEXT,
} from './RequiredPasswordChangeScreen.tsx';
export type { RequiredPasswordChangeScreenProps } from './RequiredPasswordChangeScreen.tsx';
