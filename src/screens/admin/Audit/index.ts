export { AUDIT_SCREEN_TEXT, AUDIT_TITLE, AuditScreen } from './AuditScreen.tsx';
