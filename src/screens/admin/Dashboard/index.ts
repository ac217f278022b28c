export { DashboardScreen, DASHBOARD_TEXT } from './DashboardScreen.tsx';
