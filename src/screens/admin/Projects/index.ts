export { ProjectsScreen, PROJECTS_TITLE } from './ProjectsScreen.tsx';
