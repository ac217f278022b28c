export { UploadQueue } from './UploadQueue.tsx';
export type { UploadQueueProps } from './UploadQueue.tsx';
export {
  ACCEPTED_TYPES,
  MAX_FILE_BYTES,
  acceptAttribute,
  addFiles,
  chooseCover,
  fileProblem,
  initialUploadValue,
  isExistingCover,
  isNewCover,
  keptExisting,
  markExistingDeleted,
  normalizeCover,
  remainingSlots,
  removeFile,
  toSubmission,
} from './uploadState.ts';
export type {
  AddFilesResult,
  CoverChoice,
  ExistingImage,
  FileProblem,
  UploadAccept,
  UploadQueueValue,
  UploadRules,
  UploadSubmission,
} from './uploadState.ts';
export * from './texts.ts';
