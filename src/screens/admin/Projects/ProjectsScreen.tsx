import type { components } from '@/api/schema.ts';
import {
  useDeleteProject,
  useProject,
  useProjects,
  useBulkProjects,
  useToggleProject,
} from '@/api/hooks/projects.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import { ThumbCell } from '../shared/Cells.tsx';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { PROJECT_FORM_TEXT, ProjectForm } from './ProjectForm.tsx';

type ProjectRecord = components['schemas']['Project'];

/** The screen's heading (SPEC 2.3 names none; ours). */
export const PROJECTS_TITLE = 'Project';

const columns: readonly DataTableColumn<ProjectRecord>[] = [
  { key: 'cover', header: 'Cover', render: (row) => <ThumbCell path={row.isCover?.path} /> },
  { key: 'title', header: 'Judul' },
  { key: 'status', header: 'Status', kind: 'status' },
];

function useProjectList(query: DataTableQuery) {
  return useProjects(listQuery(query));
}

/** /master/landing/project: title, switch, Edit and Delete; multi-image modal with a cover (SPEC 2.3). */
export function ProjectsScreen() {
  return (
    <MasterListScreen<ProjectRecord, ProjectRecord>
      caption={PROJECTS_TITLE}
      noun={PROJECT_FORM_TEXT.noun}
      columns={columns}
      useList={useProjectList}
      useDetail={useProject}
      useDelete={useDeleteProject}
      useToggle={useToggleProject}
      useBulk={useBulkProjects}
      renderForm={(props) => <ProjectForm {...props} />}
    />
  );
}
