export { UsersScreen, USERS_TITLE } from './UsersScreen.tsx';
