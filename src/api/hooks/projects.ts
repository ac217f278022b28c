// Landing project gallery (SPEC 7 "Admin: landing content"): several images, one of them the cover.
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { formBody } from './formData.ts';
import { mutationHook, withId } from './mutation.ts';
import { bulkHook } from './bulk.ts';
import type { SaveArgs } from './mutation.ts';
import { detailHook, queryHook } from './query.ts';

type Schemas = components['schemas'];

/** The project form's values, in the wire names of SPEC 7. */
export type ProjectValues = {
  /** Project title, at most 80 characters. */
  title: string;
  /** New images, sent as `image[i]`. */
  image?: readonly Blob[];
  /** `isCover[i]` belongs to `image[i]`; at most one true. */
  isCover?: readonly boolean[];
  /** Update only: an existing image chosen as cover (then every isCover is false). */
  isCoverId?: number | null;
  /** Update only: ids of existing images to remove, sent as `idDeleteFile[i]`. */
  idDeleteFile?: readonly number[];
};

const TOUCHES = ['/admin/project', '/project'];

/** The admin project table: page, length, search, sortBy, orderBy. */
export const useProjects = queryHook('/admin/project');

/** One project with its images for the edit modal. */
export const useProject = detailHook('/admin/project/{id}');

/** Public active projects (home gallery). */
export const usePublicProjects = queryHook('/project');

/** Inserts (id null) or updates a project (multipart). */
export function saveProject({ id, values }: SaveArgs<ProjectValues>) {
  return id === null
    ? unwrap(api.POST('/admin/project', { body: formBody<Schemas['ProjectCreateForm']>(values) }))
    : unwrap(
        api.POST('/admin/project/update/{id}', {
          ...withId(id),
          body: formBody<Schemas['ProjectUpdateForm']>(values),
        }),
      );
}

/** Deletes a project and its images. */
export function deleteProject(id: number) {
  return unwrap(api.DELETE('/admin/project/{id}', withId(id)));
}

/** Flips a project's active flag. */
export function toggleProject(id: number) {
  return unwrap(api.POST('/admin/project/is-active/{id}', withId(id)));
}

/** saveProject with isMutating and list revalidation. */
export const useSaveProject = mutationHook(saveProject, TOUCHES);

/** deleteProject with isMutating and list revalidation. */
export const useDeleteProject = mutationHook(deleteProject, TOUCHES);

/** toggleProject with isMutating and list revalidation (also on failure). */
export const useToggleProject = mutationHook(toggleProject, TOUCHES);

/** Activates, deactivates or deletes the selected projects (each id answered on its own). */
export const useBulkProjects = bulkHook('/admin/project/bulk', TOUCHES);
