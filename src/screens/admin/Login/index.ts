export { LoginScreen, LOGIN_TEXT } from './LoginScreen.tsx';
